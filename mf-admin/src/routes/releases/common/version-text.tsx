import styled from 'styled-components';

/** A version as the admin reads it: its first twelve characters, or a dash when there is none. */
export const short = (version: string | null | undefined) => (version ? version.slice(0, 12) : '—');

/** A version, set in the monospace face so that versions line up and read character by character. */
export const Versions = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;
