import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  fieldset:not([role='radiogroup']) {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  fieldset:not([role='radiogroup']) legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  .checks {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    column-gap: ${({ theme }) => theme.space(3)};
  }
`;

/** One group of the filter panel under its heading. A `div.checks` inside lays its checkboxes out in columns. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <h3>{title}</h3>
      {children}
    </Section>
  );
}
