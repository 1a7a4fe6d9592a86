import { createContext, useContext } from 'react';

/** Spec §4: the states of a form submission, with the spec's numbers. */
export const SubmissionState = {
  Unsubmitted: 0,
  Submitted: 1,
  Submitting: 2,
  Failed: 3,
} as const;
export type SubmissionState = (typeof SubmissionState)[keyof typeof SubmissionState];

export const SubmissionContext = createContext<SubmissionState>(SubmissionState.Unsubmitted);

/** The submission state of the enclosing `Form`. */
export function useSubmissionState(): SubmissionState {
  return useContext(SubmissionContext);
}
