// README's React line, given what it names.
// IMPORTS
import type { ElicitRoundDetail, InputRequiredResult } from '@elicit-kit/react';

export function ReadmeRound({ inputRequired, retry }: {
  inputRequired: InputRequiredResult;
  retry: (inputResponses: ElicitRoundDetail['inputResponses'], requestState?: string) => void;
}) {
  return (
    /* SNIPPET */
  );
}
