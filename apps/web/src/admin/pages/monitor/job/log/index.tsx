import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { Navigate, useParams } from 'react-router';
import { jobApi } from '../api';
import { JobLogList } from './JobLogList';

/** /monitor/job-log/index/:jobId — the job log; a job id other than 0 prefills the filters with that job's name and group. */
export default function JobLogPage() {
  const { jobId = '0' } = useParams();
  const valid = /^\d+$/.test(jobId);
  const ofJob = valid && jobId !== '0';
  const job = useQuery({ queryKey: ['job', jobId], queryFn: () => jobApi.get(Number(jobId)), enabled: ofJob });
  if (!valid || job.isError) return <Navigate to="/404" replace />;
  if (ofJob && !job.data) return <Spin className="page-loading" />;
  const initialValues = job.data ? { jobName: job.data.jobName, jobGroup: job.data.jobGroup } : {};
  return <JobLogList key={jobId} initialValues={initialValues} />;
}
