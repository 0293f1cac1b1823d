import styled from 'styled-components';

export const NoWrap = styled.span`
  white-space: nowrap;
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

export const ReviewButtons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;
