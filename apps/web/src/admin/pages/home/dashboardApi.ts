import type { DashboardSummary, PriceHistoryQuery, PricePoint } from '@freight/domain';
import type { DataReply } from '../../../shared/request/reply';
import { http } from '../../request';

/** The dashboard's calls: the summary widgets, and one lane's weekly prices. */
export const dashboardApi = {
  summary: async () => (await http.get<DataReply<DashboardSummary>>('/freight/dashboard/summary')).data,
  priceHistory: async (params: PriceHistoryQuery) => (await http.get<DataReply<PricePoint[]>>('/freight/dashboard/price-history', { params })).data,
};
