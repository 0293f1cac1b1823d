import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const shimmer = keyframes`
  0% { background-position: -200px 0; }
  100% { background-position: calc(200px + 100%) 0; }
`;

export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height }) => $height ?? '1rem'};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${theme.radius};
  background: ${theme.border} linear-gradient(90deg, ${theme.border}, #f3f4f6, ${theme.border}) no-repeat;
  background-size: 200px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;
