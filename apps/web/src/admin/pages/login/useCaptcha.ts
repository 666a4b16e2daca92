import { useQuery } from '@tanstack/react-query';
import { sessionApi } from '../../session/api';

/** The captcha of the login and register forms; a click on the image fetches a new one. */
export function useCaptcha() {
  const query = useQuery({
    queryKey: ['captcha'],
    queryFn: sessionApi.captcha,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return {
    enabled: query.data?.captchaEnabled ?? false,
    registerEnabled: query.data?.registerEnabled ?? false,
    img: query.data?.img,
    uuid: query.data?.uuid,
    refresh: () => void query.refetch(),
  };
}
