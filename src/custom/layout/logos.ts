/**
 * The navbar logos (ACC-044): GET /api/user/imglogo/{logo1|logo2} needs the x-auth-token header,
 * which an <img src> cannot send, so each is fetched once as a blob and shown from an object URL.
 * Kept for the page's lifetime (the logos are the same for every user); a failure is retried later.
 */
import { useEffect, useState } from 'react';
import { apiFetch } from '../../providers/httpClient';

export type LogoKind = 'logo1' | 'logo2';

const cache = new Map<LogoKind, Promise<string>>();

export function logoUrl(kind: LogoKind): Promise<string> {
  let url = cache.get(kind);
  if (!url) {
    url = apiFetch<Response>(`/api/user/imglogo/${kind}`, { raw: true, silent: true })
      .then((res) => res.blob())
      .then((blob) => URL.createObjectURL(blob));
    url.catch(() => cache.delete(kind));
    cache.set(kind, url);
  }
  return url;
}

/** The logo's object URL, or undefined until it has loaded (or when it cannot). */
export function useLogo(kind: LogoKind): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let alive = true;
    logoUrl(kind).then(
      (u) => alive && setUrl(u),
      () => undefined, // a missing logo is not worth a message; the title still names the portal
    );
    return () => {
      alive = false;
    };
  }, [kind]);
  return url;
}
