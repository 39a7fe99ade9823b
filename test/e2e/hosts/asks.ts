/**
 * The asks every framework host renders (React, Vue): one form to complete, one to
 * decline, one URL consent, and one form shown in the modal dialog.
 */
import type { ElicitFormParams, ElicitUrlParams } from '@elicit-kit/core';

/** A form the test completes by keystrokes. */
export const profileAsk: ElicitFormParams = {
  message: 'Tell us about the trip',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 8 },
      window: { type: 'boolean', title: 'Window seat', default: false },
    },
    required: ['name', 'guests'],
  },
};

/** A form the test declines. */
export const emailAsk: ElicitFormParams = {
  message: 'May we have your email?',
  requestedSchema: { type: 'object', properties: { email: { type: 'string', format: 'email', title: 'Email' } } },
};

/** A URL-mode ask (the test routes its host so nothing leaves the machine). */
export const consentAsk: ElicitUrlParams = {
  mode: 'url',
  message: 'Authorize the calendar',
  url: 'https://calendar.example.com/authorize?trip=42',
};

/** The form shown through `showElicitation` (the React hook, or directly in Vue). */
export const dialogAsk: ElicitFormParams = {
  message: 'Name the booking',
  requestedSchema: { type: 'object', properties: { label: { type: 'string', title: 'Label' } }, required: ['label'] },
};
