import { useEffect, useId, useState } from "react";
import styled from "styled-components";
import { Input, Label } from "./form/inputs";

const Box = styled.div`
  display: flex;
  flex-direction: column;
  min-width: min(20rem, 100%);
`;

/** A search field that reports what was typed once typing pauses, so each keystroke is not a request. */
export function SearchBox({ label, value, onSearch }: { label: string; value: string; onSearch(text: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Box>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
    </Box>
  );
}
