/** The sequence query's URLs (D2 §2 Sequence). */
const seg = encodeURIComponent;

export const sequencePaths = {
  search: '/sequence',
  units: (visitId: string, agentId: string) => `/sequence/units/${seg(visitId)}/${seg(agentId)}`,
};
