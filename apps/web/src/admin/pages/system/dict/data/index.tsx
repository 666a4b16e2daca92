import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { Navigate, useParams } from 'react-router';
import { dictTypeApi } from '../api';
import { DictDataList } from './DictDataList';

/** /system/dict-data/index/:dictId — the entries of one dictionary type, the filter prefilled with that type. */
export default function DictDataPage() {
  const { dictId = '' } = useParams();
  const valid = /^\d+$/.test(dictId);
  const type = useQuery({ queryKey: ['dict-type', dictId], queryFn: () => dictTypeApi.get(Number(dictId)), enabled: valid });
  const options = useQuery({ queryKey: ['dict-type-options'], queryFn: dictTypeApi.options, enabled: valid });
  if (!valid || type.isError) return <Navigate to="/404" replace />;
  if (!type.data) return <Spin className="page-loading" />;
  return <DictDataList key={type.data.dictType} dictType={type.data.dictType} typeOptions={options.data ?? []} />;
}
