/** The signed-in agent's id, or its functionary's agent's (the sequence query names only its own, P125). */
import { useGetIdentity } from 'react-admin';

export function useOwnAgent(): { agentId: string | undefined; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  const agentId = identity?.agentId;
  return { agentId: typeof agentId === 'string' && agentId !== '' ? agentId : undefined, isPending };
}
