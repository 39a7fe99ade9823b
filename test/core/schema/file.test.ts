// File fields (SEP-2356, spec notes §12a): which properties compile to a file field, and a misplaced `x-mcp-file`.
import { expect } from 'chai';
import { expectIssue, form } from './helpers.js';

const photo = {
  type: 'string',
  format: 'uri',
  title: 'Photo',
  'x-mcp-file': { accept: ['image/*', '.pdf'], maxSize: 2097152 },
};

describe('compileSchema: file fields', () => {
  it('should compile a format uri string with x-mcp-file into a file field with accept and maxSize', () => {
    const compiled = form({ photo }, { required: ['photo'] });
    expect(compiled.ok).to.equal(true);
    expect(compiled.issues).to.deep.equal([]);
    expect(compiled.fields).to.deep.equal([
      {
        name: 'photo',
        label: 'Photo',
        hasTitle: true,
        required: true,
        kind: 'file',
        accept: ['image/*', '.pdf'],
        maxSize: 2097152,
      },
    ]);
  });

  it('should take any file of any size when x-mcp-file is an empty object', () => {
    const [field] = form({ doc: { type: 'string', format: 'uri', 'x-mcp-file': {} } }).fields;
    expect(field).to.deep.include({ kind: 'file' });
    expect(field).to.not.have.property('accept');
    expect(field).to.not.have.property('maxSize');
  });

  it('should ignore with a note an accept that is not a list of strings and a maxSize that is not a positive integer', () => {
    const compiled = form({
      doc: { type: 'string', format: 'uri', 'x-mcp-file': { accept: 'image/*', maxSize: -1 } },
    });
    expect(compiled.ok).to.equal(true);
    expect(compiled.fields[0]).to.deep.include({ kind: 'file' });
    expect(
      expectIssue(compiled, 'ignored-keyword', '$.properties.doc["x-mcp-file"].accept').severity,
    ).to.equal('ignored');
    expect(
      expectIssue(compiled, 'ignored-keyword', '$.properties.doc["x-mcp-file"].maxSize').severity,
    ).to.equal('ignored');
  });

  it('should ignore x-mcp-file with an info issue on a string that is not format uri', () => {
    const compiled = form({ note: { type: 'string', 'x-mcp-file': { accept: ['image/*'] } } });
    expect(compiled.ok).to.equal(true);
    expect(compiled.fields[0]).to.deep.include({ kind: 'string' });
    expect(
      expectIssue(compiled, 'file-keyword-ignored', '$.properties.note["x-mcp-file"]').severity,
    ).to.equal('info');
    expect(compiled.issues.map((issue) => issue.code)).to.deep.equal(['file-keyword-ignored']);
  });

  it('should ignore x-mcp-file with an info issue on a number, a select and a nullable uri', () => {
    const compiled = form({
      count: { type: 'number', 'x-mcp-file': {} },
      pick: { type: 'string', enum: ['a'], 'x-mcp-file': {} },
    });
    expect(compiled.fields.map((field) => field.kind)).to.deep.equal(['number', 'select']);
    expectIssue(compiled, 'file-keyword-ignored', '$.properties.count["x-mcp-file"]');
    expectIssue(compiled, 'file-keyword-ignored', '$.properties.pick["x-mcp-file"]');
  });

  it('should keep a format uri string with a non-object x-mcp-file a URI text field', () => {
    const compiled = form({ link: { type: 'string', format: 'uri', 'x-mcp-file': true } });
    expect(compiled.fields[0]).to.deep.include({ kind: 'string', format: 'uri' });
    expectIssue(compiled, 'file-keyword-ignored', '$.properties.link["x-mcp-file"]');
  });

  it('should compile a pydantic nullable file field as an optional file field', () => {
    const compiled = form(
      { scan: { anyOf: [photo, { type: 'null' }], default: null } },
      { required: ['scan'] },
    );
    expect(compiled.ok).to.equal(true);
    expect(compiled.fields[0]).to.deep.include({ kind: 'file', required: false });
  });
});
