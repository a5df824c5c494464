/** The mock's mail server: e-mails the legacy server would send are recorded here (GET /__mock/outbox). */

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  date: string;
  /** 'activation' after creating a record that owns a user, 'activation-resend' after a resend, 'recover' for a password recovery. */
  kind: string;
}

export class Outbox {
  private mails: Mail[] = [];
  private lastId = 0;

  record(mail: Omit<Mail, 'id' | 'date'>): Mail {
    const entry: Mail = { id: ++this.lastId, date: new Date().toISOString(), ...mail };
    this.mails.push(entry);
    return entry;
  }

  list(): readonly Mail[] {
    return this.mails;
  }

  clear(): void {
    this.mails = [];
  }
}

/** The activation e-mail of an account (first sending or resend). */
export function activationMail(opts: {
  to: string;
  name: string;
  login: string;
  key: string;
  baseUrl: string;
  resend: boolean;
}): Omit<Mail, 'id' | 'date'> {
  const link = `${opts.baseUrl}/user/resetPass?key=${opts.key}&login=${encodeURIComponent(opts.login)}`;
  return {
    to: opts.to,
    subject: 'Activación de cuenta - Business Portal',
    text:
      `Estimado(a) ${opts.name}:\n\n` +
      (opts.resend
        ? `Le reenviamos la activación de su cuenta del Business Portal (usuario ${opts.login}). `
        : `Se ha creado su cuenta del Business Portal con el usuario ${opts.login}. `) +
      `Para activarla y definir su contraseña ingrese al siguiente enlace:\n\n${link}\n\nSaludos cordiales,\nServicio al Cliente`,
    link,
    kind: opts.resend ? 'activation-resend' : 'activation',
  };
}

/** "60 minutos", "1 hora", "2 horas": how long a link lasts, in the mail's words. */
export function durationText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** The password-recovery e-mail (GET /api/user/recoverPass/{rut}). */
export function recoverMail(opts: {
  to: string;
  name: string;
  login: string;
  key: string;
  baseUrl: string;
  ttlSeconds: number;
}): Omit<Mail, 'id' | 'date'> {
  const link = `${opts.baseUrl}/user/resetPass?key=${opts.key}&login=${encodeURIComponent(opts.login)}`;
  return {
    to: opts.to,
    subject: 'Recuperación de contraseña - Business Portal',
    text:
      `Estimado(a) ${opts.name || opts.login}:\n\n` +
      `Recibimos una solicitud para restablecer la contraseña de su cuenta del Business Portal (usuario ${opts.login}). ` +
      `Para definir una nueva contraseña ingrese al siguiente enlace, válido por ${durationText(opts.ttlSeconds)} y para un solo uso:\n\n` +
      `${link}\n\n` +
      'Si usted no solicitó este cambio, ignore este mensaje: su contraseña actual sigue vigente.\n\n' +
      'Saludos cordiales,\nServicio al Cliente',
    link,
    kind: 'recover',
  };
}
