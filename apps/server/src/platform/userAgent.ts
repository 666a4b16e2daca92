/** Coarse browser and system names for the login log and the online-user list. */
export function describeUserAgent(ua: string | undefined): { browser: string; os: string } {
  const s = ua ?? '';
  const browser =
    /Edg\//.test(s) ? 'Edge' :
    /OPR\//.test(s) ? 'Opera' :
    /Chrome\//.test(s) ? 'Chrome' :
    /Firefox\//.test(s) ? 'Firefox' :
    /Safari\//.test(s) ? 'Safari' :
    s ? s.split(/[ /]/)[0]!.slice(0, 50) : 'Unknown';
  const os =
    /Windows/.test(s) ? 'Windows' :
    /Android/.test(s) ? 'Android' :
    /iPhone|iPad|iOS/.test(s) ? 'iOS' :
    /Mac OS X|Macintosh/.test(s) ? 'Mac OS X' :
    /Linux/.test(s) ? 'Linux' : 'Unknown';
  return { browser, os };
}
