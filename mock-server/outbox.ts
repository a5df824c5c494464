/** The mock's mail server: e-mails the legacy server would send are recorded here (GET /__mock/outbox). */

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  date: string;
  /** 'activation' after creating a record that owns a user, 'activation-resend' after a resend. */
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
export function activationMail(opts: { to: string; name: string; login: string; key: string; baseUrl: string; resend: boolean }): Omit<Mail, 'id' | 'date'> {
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
