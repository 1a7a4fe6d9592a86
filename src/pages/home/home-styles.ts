import styled from 'styled-components';
import { Container } from '@/ui/layout';

/** A band of the home page below the hero, with its heading. */
export const Section = styled(Container)`
  padding-block: ${({ theme }) => theme.space(12)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
