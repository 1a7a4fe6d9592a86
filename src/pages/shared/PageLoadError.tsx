import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageMeta } from '@/routing/page-meta';
import { Button } from '@/ui/Button';
import { Container } from '@/ui/layout';
import { Notice } from '@/ui/Notice';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(12)};
`;

/**
 * A page whose data the API failed to give for another reason than an unknown id (spec §8): it says so,
 * offers a retry, and tells the prerender service 500 so no crawler keeps the broken page.
 */
export function PageLoadError({
  title,
  body,
  retry,
  onRetry,
}: {
  title: string;
  body: string;
  retry: string;
  onRetry: () => void;
}) {
  usePageMeta({ title, description: body, statusCode: 500, noindex: true });
  return (
    <Page>
      <h1 className="visually-hidden">{title}</h1>
      <Notice tone="error" title={title}>
        <p>{body}</p>
        <Button type="button" onClick={onRetry}>
          {retry}
        </Button>
      </Notice>
    </Page>
  );
}

/**
 * A page while its data loads: the page's own skeleton (`children`, hidden from assistive technology), the loading
 * text for screen readers, and no ready signal yet, so the prerender service waits for the real page.
 */
export function PageLoading({ label, children }: { label: string; children: ReactNode }) {
  usePageMeta({ title: label, description: label, ready: false });
  return (
    <Page aria-busy="true" style={{ minHeight: '100vh' }}>
      <div aria-hidden="true">{children}</div>
      <p className="visually-hidden" role="status">
        {label}
      </p>
    </Page>
  );
}
