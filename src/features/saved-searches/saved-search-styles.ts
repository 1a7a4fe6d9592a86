import styled from 'styled-components';

// Shared by the account's list and each of its saved searches.

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
