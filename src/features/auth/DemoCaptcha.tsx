import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CaptchaChallenge } from '@/api/contract/user';
import { Field } from '@/ui/Field';
import { FieldError, Fieldset } from '@/ui/field-parts';
import { Notice } from '@/ui/Notice';
import { authMessages, authTemplates } from './auth-messages';
import { CaptchaLoadingRows, useLatest, type CaptchaKindProps } from './captcha-parts';
import { baseApi } from '@/api/base-api';
import type { ResultOf } from '@/api/contract/envelope';
import { DEMO_CAPTCHA } from '@/api/contract/demo';

// The demo API's own captcha (QA): in demo builds only (src/config/env.ts DEMO_BUILD), loaded by Captcha.tsx.

const demoCaptchaEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The demo API's captcha question (`3 + 4`); answered as `{challengeId}:{answer}`, once. */
    captchaChallenge: build.query<CaptchaChallenge, void>({
      query: () => ({ ...DEMO_CAPTCHA }),
      transformResponse: (data: ResultOf<CaptchaChallenge>) => data.result,
      // Every challenge is single use: never hand a used one to the next form.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The demo API's own accessible question ("What is 3 + 4?"), typed in an ordinary labelled field. */
export function DemoCaptcha({ onToken, round = 0, error, name = 'captcha' }: CaptchaKindProps) {
  const intl = useIntl();
  const { data, isFetching, isError, refetch } = demoCaptchaEndpoints.useCaptchaChallengeQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const latest = useLatest(onToken);
  const seenRound = useRef(round);

  useEffect(() => {
    if (round === seenRound.current) return;
    seenRound.current = round;
    latest.current(null);
    void refetch();
  }, [round, refetch, latest]);

  return (
    <Fieldset>
      <legend>{intl.formatMessage(authMessages.captchaLegend)}</legend>
      {data && !isFetching ? (
        <DemoQuestion key={data.challengeId} challenge={data} onToken={onToken} error={error} name={name} />
      ) : isError && !isFetching ? (
        <>
          <Notice
            tone="error"
            title={intl.formatMessage(authMessages.captchaUnavailable)}
            onRetry={() => void refetch()}
            retryLabel={intl.formatMessage(authMessages.tryAgain)}
          />
          <FieldError id={`${name}-error`} error={error} />
        </>
      ) : (
        <CaptchaLoadingRows error={error} name={name} />
      )}
    </Fieldset>
  );
}

/** One challenge; a new one (another key) starts with an empty answer. */
function DemoQuestion({
  challenge,
  onToken,
  error,
  name,
}: {
  challenge: CaptchaChallenge;
  onToken: (token: string | null) => void;
  error?: string;
  name: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [answer, setAnswer] = useState('');
  return (
    <Field
      id={`captcha${id}`}
      name={name}
      label={intl.formatMessage(authTemplates.captchaQuestion, { question: challenge.question })}
      hint={intl.formatMessage(authMessages.captchaHint)}
      inputMode="numeric"
      autoComplete="off"
      value={answer}
      error={error}
      onChange={(event) => {
        const value = event.target.value;
        setAnswer(value);
        const trimmed = value.trim();
        onToken(trimmed ? `${challenge.challengeId}:${trimmed}` : null);
      }}
    />
  );
}
