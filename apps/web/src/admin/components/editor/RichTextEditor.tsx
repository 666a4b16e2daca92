import {
  BoldOutlined, ItalicOutlined, OrderedListOutlined, PictureOutlined, StrikethroughOutlined, UnderlineOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { uploadLimits } from '@freight/domain';
import { App, Button, Space, Tooltip, Upload } from 'antd';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile, uploadFile } from '../upload/uploadApi';
import './editor.css';

/** Pictures the editor accepts (§5): the server checks them by content and sanitises an SVG before storing and serving it. */
const { types: imageTypes, maxMb: imageMaxMb } = uploadLimits.editorImage;

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  /** Height of the writing area in px. */
  minHeight?: number;
  /** The writing area's name for screen readers (its form label does not reach an editable element). */
  label: string;
}

/** Rich text (tiptap) with headings, lists, quotes and uploaded images; the HTML is sanitised by the server. */
export function RichTextEditor({ value, onChange, minHeight = 192, label }: RichTextEditorProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: value ?? '',
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
    }),
  });

  // A value set from outside (the dialog loading a notice) replaces the content.
  useEffect(() => {
    if (editor && (value ?? '') !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const insertImage = (file: File) => {
    const problem = checkFile(file, imageTypes, imageMaxMb);
    if (problem) {
      void message.error(t(problem.key === 'type' ? 'upload.imageType' : 'upload.imageSize', problem.values));
      return false;
    }
    uploadFile('/common/upload', file, file.name)
      .then((reply) => editor?.chain().focus().setImage({ src: reply.url! }).run())
      .catch(() => void message.error(t('editor.insertFailed')));
    return false;
  };

  const button = (key: string, label: string, icon: ReactNode, on: boolean, run: () => void) => (
    <Tooltip key={key} title={label}>
      <Button size="small" type={on ? 'primary' : 'text'} icon={icon} aria-label={label} aria-pressed={on} onClick={run} />
    </Tooltip>
  );
  const chain = () => editor!.chain().focus();

  return (
    <div className="rich-text-editor">
      <Space size={2} wrap className="rich-text-toolbar">
        {button('bold', t('editor.bold'), <BoldOutlined />, active?.bold ?? false, () => chain().toggleBold().run())}
        {button('italic', t('editor.italic'), <ItalicOutlined />, active?.italic ?? false, () => chain().toggleItalic().run())}
        {button('underline', t('editor.underline'), <UnderlineOutlined />, active?.underline ?? false, () => chain().toggleUnderline().run())}
        {button('strike', t('editor.strike'), <StrikethroughOutlined />, active?.strike ?? false, () => chain().toggleStrike().run())}
        {button('h2', t('editor.heading'), <span className="rich-text-h">H</span>, active?.h2 ?? false, () => chain().toggleHeading({ level: 2 }).run())}
        {button('bullet', t('editor.bulletList'), <UnorderedListOutlined />, active?.bullet ?? false, () => chain().toggleBulletList().run())}
        {button('ordered', t('editor.orderedList'), <OrderedListOutlined />, active?.ordered ?? false, () => chain().toggleOrderedList().run())}
        <Upload accept={imageTypes.map((type) => `.${type}`).join(',')} showUploadList={false} beforeUpload={insertImage}>
          <Tooltip title={t('editor.image')}>
            <Button size="small" type="text" icon={<PictureOutlined />} aria-label={t('editor.image')} />
          </Tooltip>
        </Upload>
      </Space>
      <EditorContent editor={editor} className="rich-text-content" style={{ minHeight }} />
    </div>
  );
}
