import { useQuery } from '@tanstack/react-query';
import { cronShape } from '@freight/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format';
import { jobApi } from './api';

/** 最近5次运行时间: the server's answer for a well-shaped expression, nothing otherwise. */
export function NextFirings({ cronExpression }: { cronExpression: string | undefined }) {
  const { t } = useTranslation('admin');
  const expression = cronExpression?.trim() ?? '';
  const shaped = cronShape.test(expression);
  const firings = useQuery({ queryKey: ['cron-next', expression], queryFn: () => jobApi.nextFirings(expression), enabled: shaped, retry: false });
  if (!shaped || !firings.data) return null;
  return (
    <div className="next-firings" data-testid="next-firings">
      <Typography.Text type="secondary">{t('job.nextFirings')}</Typography.Text>
      <ol>
        {firings.data.map((time) => <li key={time}>{formatDateTime(time)}</li>)}
      </ol>
    </div>
  );
}
