import { Tooltip } from 'antd';

/** Back-office.md §2: menu titles longer than 5 characters get a hover tooltip. */
export function MenuTitle({ title }: { title: string }) {
  if (title.length <= 5) return <>{title}</>;
  return (
    <Tooltip title={title} placement="right">
      <span>{title}</span>
    </Tooltip>
  );
}
