import styled from "styled-components";
import type { BadgeColor } from "../theme";

const Badge = styled.span<{ $color: BadgeColor }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  /* A status reads as one word: never broken, whatever the column or its parent's wrapping. */
  white-space: nowrap;
  overflow-wrap: normal;
  word-break: keep-all;
  background: ${({ theme, $color }) => theme.badges[$color].background};
  color: ${({ theme, $color }) => theme.badges[$color].text};
`;

/** A coloured pill with a text label: the text carries the meaning, the colour only helps. */
export function StatusBadge({ color, children }: { color: BadgeColor; children: string }) {
  return <Badge $color={color}>{children}</Badge>;
}
