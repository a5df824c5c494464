/** The user's avatar: the avatar service's picture when it loads, else the initials (ACC-045). */
import { Avatar } from '@mui/material';
import { useEffect, useState } from 'react';
import { avatarColour, avatarUrl, initialsOf } from './avatar';
import { avatarServiceReachable } from './avatarProbe';

export interface UserAvatarProps {
  email?: string | null;
  name?: string | null;
  size?: number;
}

function useAvatarSrc(email: string | null | undefined, pixels: number): string | undefined {
  const url = avatarUrl(email, pixels);
  const [reachable, setReachable] = useState(false);
  useEffect(() => {
    if (!url) return;
    let alive = true;
    void avatarServiceReachable(url).then((ok) => alive && setReachable(ok));
    return () => {
      alive = false;
    };
  }, [url]);
  return reachable ? url : undefined;
}

/**
 * The avatar always sits beside the user's name, so it is decorative: hidden from assistive
 * technology, its picture without alt text, and the initials drawn by CSS from data-initials
 * rather than as text. As text they would join the visible label of the navbar's user button
 * ('MTMarcela Tapia'), which its accessible name must contain (WCAG 2.5.3 label in name).
 */
export const UserAvatar = ({ email, name, size = 32 }: UserAvatarProps) => {
  // Twice the displayed size for sharp pictures on high-density screens.
  const src = useAvatarSrc(email, size * 2);
  const initials = initialsOf(name) || initialsOf(email);
  return (
    <Avatar
      src={src}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 600,
        bgcolor: avatarColour(email || name),
        color: '#fff',
        '& .initials::before': { content: 'attr(data-initials)' },
      }}
      data-testid="user-avatar"
      data-initials={initials}
    >
      {/* Shown only while there is no picture (MUI renders the children in its place). */}
      <span className="initials" data-initials={initials} />
    </Avatar>
  );
};
