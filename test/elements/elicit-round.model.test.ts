import { expect } from '@open-wc/testing';
import {
  cancelDetail,
  readRound,
  roundDetail,
} from '../../packages/elements/src/round/round-model.js';
import { neutralizeBidi, plainText } from '../../packages/elements/src/internal/text.js';
import {
  githubAsk,
  oddState,
  samplingAnswer,
  samplingAsk,
  urlAsk,
  wire,
} from './helpers/round-fixtures.js';

describe('elicit-round', () => {
  describe('round model', () => {
    it('should sort asks into form, URL, host and unsupported in server order', () => {
      const odd = { method: 'elicitation/create', params: { mode: 'smoke', message: 'x' } };
      const model = readRound(
        wire({
          resultType: 'input_required',
          inputRequests: {
            b: urlAsk,
            a: githubAsk,
            s: samplingAsk,
            r: { method: 'roots/list' },
            o: odd,
          },
        }),
      );
      expect(model.kind).to.equal('round');
      if (model.kind !== 'round') return;
      expect(model.items.map((item) => [item.key, item.kind])).to.deep.equal([
        ['b', 'url'],
        ['a', 'form'],
        ['s', 'host'],
        ['r', 'host'],
        ['o', 'unsupported'],
      ]);
      expect('requestState' in model).to.equal(false);
    });

    it('should read a missing mode as form and keep the state as sent', () => {
      const model = readRound({
        resultType: 'input_required',
        inputRequests: { a: { method: 'elicitation/create', params: { message: 'm' } } },
        requestState: oddState,
      });
      expect(model).to.deep.include({ kind: 'round', requestState: oddState });
      expect(model.kind === 'round' && model.items[0]!.kind).to.equal('form');
    });

    it('should treat undefined and complete results as empty and keep core issues for invalid ones', () => {
      expect(readRound(undefined).kind).to.equal('empty');
      expect(readRound({ content: [] }).kind).to.equal('empty');
      const invalid = readRound({ resultType: 'input_required', requestState: 7 });
      expect(invalid.kind).to.equal('invalid');
      expect(invalid.kind === 'invalid' && invalid.issues.map((issue) => issue.code)).to.deep.equal(
        ['bad-request-state'],
      );
    });

    it('should build details with the round keys only, requestState only when present', () => {
      const model = readRound(
        wire({ resultType: 'input_required', inputRequests: { a: urlAsk, s: samplingAsk } }),
      );
      const detail = roundDetail(model, (item) =>
        item.kind === 'host' ? undefined : { action: 'accept' },
      );
      expect(detail).to.deep.equal({ inputResponses: { a: { action: 'accept' } } });
      expect('requestState' in detail).to.equal(false);
      const withState = readRound(
        wire({
          resultType: 'input_required',
          inputRequests: { a: urlAsk, s: samplingAsk },
          requestState: '',
        }),
      );
      expect(cancelDetail(withState, { s: samplingAnswer })).to.deep.equal({
        inputResponses: { a: { action: 'cancel' }, s: samplingAnswer },
        requestState: '',
        cancelled: true,
      });
    });

    it('should remove bidi controls from server text', () => {
      expect(plainText('a\u202Eb\u2066c\u2069d\u202Ae')).to.equal('abcde');
      expect(plainText(42)).to.equal('');
    });

    it('should remove the invisible direction marks from messages, as the URL card does', () => {
      const model = readRound({
        resultType: 'input_required',
        inputRequests: {
          a: { method: 'roots/list', params: { message: 'x\u200Fy\u200Ez\u061C!' } },
        },
      });
      expect(model.kind === 'round' && model.items[0]!.message).to.equal('xyz!');
    });
  });

  describe('server text (internal/text.ts)', () => {
    it('should drop every bidi control, or show each as the replacement', () => {
      const text =
        'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j\u200Ek\u200Fl\u061Cm';
      expect(neutralizeBidi(text)).to.equal('abcdefghijklm');
      expect(neutralizeBidi('x\u202Ey', '\ufffd')).to.equal('x\ufffdy');
      expect(neutralizeBidi('\u05e9\u05dc\u05d5\u05dd abc')).to.equal(
        '\u05e9\u05dc\u05d5\u05dd abc',
      );
    });
  });
});
