import { Checkbox, Space, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeOption } from './api';

type Node = { key: number; title: string; children?: Node[] };
const toNodes = (options: readonly TreeOption[]): Node[] => options.map((o) => ({ key: o.id, title: o.label, children: o.children && toNodes(o.children) }));

function leafKeys(options: readonly TreeOption[], into = new Set<number>()): Set<number> {
  for (const o of options) {
    if (o.children?.length) leafKeys(o.children, into);
    else into.add(o.id);
  }
  return into;
}

/**
 * The ids a linked tree holds, from the keys the server ticks in it: a linked tree is given only the nodes that hold no
 * other held node (RuoYi's checkedKeys), and it saves the nodes above them too (checked or half-checked), so they are
 * put back here — a save that changes nothing keeps them.
 */
export function withAncestors(options: readonly TreeOption[], keys: readonly number[]): number[] {
  const held = new Set(keys);
  const walk = (list: readonly TreeOption[], above: number[]): void => list.forEach((o) => {
    if (held.has(o.id)) above.forEach((id) => held.add(id));
    if (o.children) walk(o.children, [...above, o.id]);
  });
  walk(options, []);
  return [...held];
}

export interface TreeFieldProps {
  options: readonly TreeOption[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Checking a node checks its children (and half-checks its parents, which are saved too). */
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
}

/** A checkable tree of menus or departments as a form field holding the ticked ids; expand/collapse, all/none, linked. */
export function TreeField({ options, value = [], onChange, linked, onLinkedChange }: TreeFieldProps) {
  const { t } = useTranslation('admin');
  const nodes = toNodes(options);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const allKeys: number[] = [];
  const walk = (list: readonly TreeOption[]) => list.forEach((o) => { allKeys.push(o.id); if (o.children) walk(o.children); });
  walk(options);
  const leaves = leafKeys(options);
  const checkedKeys = linked ? value.filter((id) => leaves.has(id)) : { checked: value, halfChecked: [] };
  return (
    <div>
      <Space wrap style={{ marginBottom: 4 }}>
        <Checkbox checked={expanded === null ? false : expanded.length > 0} onChange={(e) => setExpanded(e.target.checked ? allKeys : [])}>{t('list.expand')}</Checkbox>
        <Checkbox checked={allKeys.length > 0 && value.length === allKeys.length} onChange={(e) => onChange?.(e.target.checked ? allKeys : [])}>{t('list.selectAll')}</Checkbox>
        <Checkbox checked={linked} onChange={(e) => onLinkedChange(e.target.checked)}>{t('role.linked')}</Checkbox>
      </Space>
      <div className="tree-field" style={{ border: '1px solid #e5e6e7', borderRadius: 4, maxHeight: 320, overflow: 'auto', padding: 4 }}>
        <Tree<Node> checkable treeData={nodes} checkStrictly={!linked} checkedKeys={checkedKeys}
          {...(expanded === null ? {} : { expandedKeys: expanded })} onExpand={(keys) => setExpanded(keys.map(Number))}
          onCheck={(checked, info) => {
            const full = (Array.isArray(checked) ? checked : checked.checked).map(Number);
            onChange?.(linked ? [...full, ...(info.halfCheckedKeys ?? []).map(Number)] : full);
          }} />
      </div>
    </div>
  );
}
