/**
 * The asks every framework host renders (React, Vue): one form to complete, one to
 * decline, one URL consent, one round of two asks, and one form shown in the modal dialog.
 */
import type { ElicitFormParams, ElicitUrlParams, InputRequiredResult } from '@elicit-kit/core';

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
  requestedSchema: {
    type: 'object',
    properties: { email: { type: 'string', format: 'email', title: 'Email' } },
  },
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
  requestedSchema: {
    type: 'object',
    properties: { label: { type: 'string', title: 'Label' } },
    required: ['label'],
  },
};

/** A 2026-07-28 round: the test answers the first ask and declines the second. */
export const roundResult: InputRequiredResult = {
  resultType: 'input_required',
  inputRequests: {
    nickname: {
      method: 'elicitation/create',
      params: {
        message: 'Pick a nickname',
        requestedSchema: {
          type: 'object',
          properties: { nickname: { type: 'string', title: 'Nickname' } },
          required: ['nickname'],
        },
      },
    },
    email: { method: 'elicitation/create', params: { ...emailAsk } },
  },
  requestState: 'opaque-state-1',
};
