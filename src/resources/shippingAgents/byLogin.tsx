/**
 * Agencies are reached by login (ADM-AGN-003, the AGN's landing, legacy links), but react-admin
 * wants the URL id to be the record's id (its RUT): any other key is looked up once (getbylogin)
 * and replaced by the record's own URL, keeping the query (e.g. ?tab=lines).
 */
import { CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFound } from '../framework/NotFound';
import { canonicalRut, isValidRut } from '../../domain/rut';
import { apiFetch } from '../../providers/httpClient';

const isRecordId = (id: string) => isValidRut(id) && canonicalRut(id) === id;

export function byLogin(View: ComponentType, suffix: '/show' | '') {
  const Resolved = () => {
    const { id = '' } = useParams();
    if (isRecordId(id)) return <View />;
    return <Redirect login={id} suffix={suffix} />;
  };
  return Resolved;
}

const Redirect = ({ login, suffix }: { login: string; suffix: string }) => {
  const { search } = useLocation();
  const { data, isPending, error } = useQuery({
    queryKey: ['shippingAgents', 'byLogin', login],
    queryFn: () => apiFetch<{ id?: string }>(`/shippingAgent/getbylogin/${encodeURIComponent(login)}`),
    retry: false,
  });
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (error || !data?.id) return <NotFound />;
  return <Navigate to={`/shippingAgents/${encodeURIComponent(data.id)}${suffix}${search}`} replace />;
};
