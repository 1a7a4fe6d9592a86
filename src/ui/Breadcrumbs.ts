import styled from 'styled-components';

/** A breadcrumb trail: a `nav` (with its own aria-label) holding an `ol` of links, separated by "›". */
export const Breadcrumbs = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-inline-end: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
