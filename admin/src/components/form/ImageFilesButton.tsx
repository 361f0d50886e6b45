import { useId, useRef, useState } from "react";
import styled from "styled-components";
import { readAsDataUrl } from "../../lib/read-file";
import { Button } from "../Button";
import { FieldError } from "./inputs";

/** The API stores JPEG, PNG and WebP files up to 5 MB sent inline as data URLs. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];

export interface PickedImage {
  /** The file read as a `data:` URL: what the API takes as an upload. */
  url: string;
  /** The file name without extension, a starting point for the alt text. */
  name: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  input[type="file"] { position: absolute; width: 1px; height: 1px; opacity: 0; }
`;

interface Props {
  label: string;
  multiple?: boolean;
  onPick(images: PickedImage[]): void;
}

/**
 * A button that opens the file chooser for images and hands back each one read as inline data.
 * Refuses files the shop cannot store (not JPEG, PNG or WebP, or over 5 MB), saying which and why.
 */
export function ImageFilesButton({ label, multiple = false, onPick }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const onChange = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const chosen = Array.from(files);
    const refused = chosen.find((f) => !IMAGE_TYPES.includes(f.type) || f.size > MAX_IMAGE_BYTES);
    if (refused) {
      setProblem(
        IMAGE_TYPES.includes(refused.type)
          ? `${refused.name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`
          : `${refused.name} is not a JPEG, PNG or WebP image`,
      );
      return;
    }
    setProblem(null);
    setReading(true);
    try {
      const images = await Promise.all(
        chosen.map(async (file) => ({ url: await readAsDataUrl(file), name: file.name.replace(/\.[^.]+$/, "") })),
      );
      onPick(images);
    } catch {
      setProblem("The image could not be read. Please try another file.");
    } finally {
      setReading(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <Wrapper>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(",")}
        multiple={multiple}
        aria-label={label}
        tabIndex={-1}
        onChange={(event) => void onChange(event.target.files)}
      />
      <Button type="button" $variant="secondary" disabled={reading} onClick={() => input.current?.click()}>
        {reading ? "Reading…" : label}
      </Button>
      {problem && <FieldError role="alert">{problem}</FieldError>}
    </Wrapper>
  );
}
