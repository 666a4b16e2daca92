import { useEffect, useState } from 'react';

export type Device = 'mobile' | 'desktop';

/** The portal's breakpoint: mobile when the body is narrower than 992 px (width minus one, as specified). */
export function deviceForWidth(bodyWidth: number): Device {
  return bodyWidth - 1 < 992 ? 'mobile' : 'desktop';
}

function currentDevice(): Device {
  return deviceForWidth(document.body.clientWidth);
}

export function useDevice(): Device {
  const [device, setDevice] = useState(currentDevice);
  useEffect(() => {
    const onResize = () => setDevice(currentDevice());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return device;
}
