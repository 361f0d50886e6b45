import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import styled from "styled-components";

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  .tiptap {
    min-height: 9rem;
    padding: 0.6rem 0.8rem;
    outline: none;
  }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  .tiptap p { margin: 0 0 0.5rem; }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.35rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.page};
  button {
    min-height: 2.25rem;
    padding: 0 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    font-size: 0.85rem;
    cursor: pointer;
  }
  button[aria-pressed="true"] { background: ${({ theme }) => theme.colors.primary}; color: #fff; }
`;

interface Props {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
}

/**
 * The product description: HTML (the server sanitizes it on save), edited with a small toolbar.
 * An empty document is reported as "" so the required check sees it as empty.
 */
export function RichTextEditor({ value, onChange, onBlur, labelId, describedBy, invalid }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, link: false, underline: false })],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: { attributes: textboxAttributes(labelId, describedBy, invalid) },
  });

  // Keep the attributes that change with validation in step.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: textboxAttributes(labelId, describedBy, invalid) } });
  }, [editor, labelId, describedBy, invalid]);

  // A form reset (loading a product to edit) replaces the content from outside.
  useEffect(() => {
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      heading: e.isActive("heading", { level: 3 }),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
    }),
  });

  // Each tool says its name in words: the visible text is the accessible name.
  const tool = (label: string, pressed: boolean, run: () => void) => (
    <button type="button" aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );

  return (
    <Frame $invalid={invalid}>
      <Tools role="toolbar" aria-label="Description formatting">
        {tool("Bold", active.bold, () => editor.chain().focus().toggleBold().run())}
        {tool("Italic", active.italic, () => editor.chain().focus().toggleItalic().run())}
        {tool("Heading", active.heading, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {tool("Bulleted list", active.bullets, () => editor.chain().focus().toggleBulletList().run())}
        {tool("Numbered list", active.numbers, () => editor.chain().focus().toggleOrderedList().run())}
      </Tools>
      <EditorContent editor={editor} />
    </Frame>
  );
}

/** The editable area is a labelled multi-line textbox to assistive technology. */
const textboxAttributes = (labelId: string, describedBy: string | undefined, invalid: boolean): Record<string, string> => ({
  role: "textbox",
  "aria-multiline": "true",
  "aria-labelledby": labelId,
  ...(describedBy ? { "aria-describedby": describedBy } : {}),
  "aria-invalid": String(invalid),
});
