import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles } from '@/ui/Button';

export const PrimaryAction = styled(Link)`
  ${buttonStyles.primary};
`;

export const SecondaryAction = styled(Link)`
  ${buttonStyles.secondary};
`;
