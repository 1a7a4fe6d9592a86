import styled from 'styled-components';

/** A form's section on an account page: its heading, an introduction in muted text, then the fields. */
export const FormSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
