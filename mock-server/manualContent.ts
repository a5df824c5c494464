/**
 * The text of the user manual (GET /api/user/manual): chapters of paragraphs and bullet lists,
 * in Spanish, describing the console as built. manual.ts lays it out as a PDF.
 */
import { PASSWORD_MIN_LENGTH } from '../src/domain/password';

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'note'; text: string };

export interface Chapter {
  title: string;
  blocks: Block[];
}

const p = (text: string): Block => ({ kind: 'p', text });
const h = (text: string): Block => ({ kind: 'h', text });
const list = (...items: string[]): Block => ({ kind: 'list', items });
const note = (text: string): Block => ({ kind: 'note', text });

/** "de X", contracted to "del Terminal" for the default name 'el Terminal'. */
export const ofTerminal = (name: string) => (/^el\s/i.test(name) ? `del ${name.slice(3)}` : `de ${name}`);

export function manualChapters(terminalName: string): Chapter[] {
  return [
    {
      title: 'Acceso al portal',
      blocks: [
        p(
          `El Business Portal es el sitio ${ofTerminal(terminalName)} para agentes de aduana, agencias navieras, extraportuarios, empresas de transporte y el personal del terminal. Cada persona ingresa con su propio usuario; lo que puede ver y hacer depende de los roles de ese usuario.`,
        ),
        h('Ingreso'),
        list(
          'Abra la dirección del portal. Si no ha iniciado sesión, el portal lo lleva a la pantalla de ingreso y, después de ingresar, lo devuelve a la página que quería abrir.',
          'Escriba su usuario y su contraseña. Ambos campos son obligatorios («Requerido»).',
          'Marque «Recordarme» si usa un equipo personal: la sesión se mantiene abierta por más tiempo.',
          'Si la tecla Bloq Mayús está activada, el formulario lo advierte, porque la contraseña distingue mayúsculas de minúsculas.',
        ),
        h('Intentos fallidos y cuenta deshabilitada'),
        p(
          'Cuando el usuario o la contraseña no son correctos, el portal muestra «Usuario o contraseña incorrecto» junto con los intentos restantes. Después de cinco intentos fallidos seguidos la cuenta queda deshabilitada y el portal muestra «Cuenta deshabilitada. Contacte al administrador.». Solo el personal del terminal puede volver a habilitarla.',
        ),
        h('Recuperar la contraseña'),
        list(
          'En la pantalla de ingreso elija «¿Olvidó su contraseña?».',
          'Ingrese el RUT asociado a su cuenta, con o sin puntos y guion. Si el RUT no es válido verá «Rut inválido».',
          'El portal envía un correo a la dirección registrada con un enlace para definir una nueva contraseña. El enlace sirve una sola vez y vence después de un tiempo; si venció, solicite uno nuevo.',
          'Al abrir el enlace escriba la nueva contraseña dos veces y guárdela. Luego ingrese al portal con ella.',
        ),
        h('Contraseña expirada o cambio obligatorio'),
        p(
          'Si su contraseña expiró, o si el terminal exige cambiarla (por ejemplo, en el primer ingreso), el portal lo lleva a la pantalla de cambio de contraseña con el aviso correspondiente: «Contraseña expirada. Es necesario un cambiar la contraseña para continuar.» o «Cambio de contraseña requerido. Seleccione una nueva contraseña para continuar.». Ingrese la contraseña actual y la nueva; al terminar vuelve a la pantalla de ingreso con un mensaje de confirmación.',
        ),
        h('Reglas de la contraseña'),
        list(
          `Al menos ${PASSWORD_MIN_LENGTH} caracteres, con un número, una letra minúscula, una letra mayúscula y un carácter especial (por ejemplo # o !). Si no se cumplen verá «Contraseña insegura».`,
          'No puede contener sus datos personales: su usuario, su nombre o parte de su RUT.',
          'No puede contener patrones comunes como «password», «12345678» o «qwerty», ni el nombre del terminal.',
          'La confirmación debe ser igual a la nueva contraseña («Las contraseñas no coinciden»).',
          'La nueva contraseña debe ser distinta de la actual.',
        ),
        h('Sesión'),
        p(
          'La sesión vence después de un tiempo sin uso o al cerrar sesión. Si vence, el portal lo devuelve a la pantalla de ingreso con «Su sesión ha expirado. Ingrese nuevamente.». Si su contraseña cambió desde otro equipo, las demás sesiones terminan con «Su sesión fue invalidada. Ingrese nuevamente.».',
        ),
        note(
          `Los agentes de aduana y sus funcionarios que tengan facturas vencidas verán, al ingresar, un aviso para que se comuniquen con ${terminalName}.`,
        ),
      ],
    },
    {
      title: 'La pantalla del portal',
      blocks: [
        p('Todas las páginas comparten la misma estructura, pensada para trabajar sin perder el contexto:'),
        list(
          'Barra de navegación a la izquierda: el menú con las secciones a las que su usuario tiene acceso. Las secciones sin permiso no aparecen.',
          'Panel central: la lista o el formulario con el que está trabajando.',
          'Panel de detalle a la derecha: muestra el registro seleccionado en la lista sin salir de ella.',
          'Panel lateral adicional: algunas acciones lo abren deslizando el panel de detalle hacia un lado.',
        ),
        h('Barra superior'),
        list(
          'Los logos del portal y del terminal.',
          'Su nombre, su correo electrónico y su usuario, junto a su avatar.',
          'La descarga de este manual (manual.pdf).',
          'La campana de notificaciones, para agentes de aduana y funcionarios.',
          'Cerrar sesión: termina la sesión y vuelve a la pantalla de ingreso.',
        ),
        h('Página de inicio'),
        p(
          'Después de ingresar, el portal abre la página que corresponde a su rol (por ejemplo, el personal de servicio al cliente llega a la lista de agentes). La página «Bienvenido a Sistema Business Portal» muestra la versión del sistema. Si abre una dirección que no existe, el portal lo lleva a su página de inicio; si abre una página para la que no tiene permiso, verá la pantalla de acceso denegado.',
        ),
        h('Listas y búsquedas'),
        list(
          'Cada lista tiene un cuadro de búsqueda. Escriba al menos 3 caracteres; se muestran como máximo 10 coincidencias en las búsquedas con sugerencias.',
          'Haga clic en una fila para ver su detalle a la derecha; «Ver ficha» abre la ficha completa del registro.',
          'Las listas se pueden ordenar por columna y avanzar por páginas.',
        ),
      ],
    },
    {
      title: 'Mi cuenta',
      blocks: [
        p(
          'La sección «Mi cuenta» está disponible para agentes de aduana y sus funcionarios, extraportuarios y sus funcionarios, depósitos, agencias navieras y sus funcionarios, empresas de transporte, administradores y supervisores de servicio al cliente.',
        ),
        h('Detalle de la cuenta'),
        p(
          'Muestra sus datos: usuario, nombre, correo electrónico, teléfono y RUT, y en el caso de un agente de aduana los datos de contacto de la agencia.',
        ),
        h('Perfil del agente de aduana'),
        p(
          'Los agentes de aduana editan el perfil de su agencia: correo electrónico de la cuenta, nombre, correo, teléfono, dirección y ciudad de contacto, y el correo para guías de despacho. El RUT, el nombre de la agencia, el tipo de agente y los permisos los mantiene el terminal. Al guardar verá «Agente modificado correctamente».',
        ),
        h('Perfil de usuario'),
        p(
          'Los demás usuarios editan su nombre, su correo electrónico y su teléfono. Al guardar verá «Usuario modificado correctamente».',
        ),
        list(
          'El nombre es obligatorio y admite hasta 80 caracteres.',
          'Los correos deben ser válidos («Debe ser un Email válido») y tener como máximo 60 caracteres.',
          'El teléfono solo admite números («Debe ser un número») y hasta 30 dígitos («Longitud máxima superada»).',
        ),
        h('Cambiar la contraseña'),
        p(
          'Ingrese su contraseña actual, la nueva y su confirmación; la nueva debe cumplir las reglas descritas en «Acceso al portal». Si la contraseña actual no es correcta verá «La contraseña actual no es correcta». Al terminar verá «Contraseña modificada correctamente. A partir del próximo inicio de sesión utilice su nueva contraseña»; las sesiones abiertas en otros equipos terminan.',
        ),
      ],
    },
    {
      title: 'Notificaciones',
      blocks: [
        p(
          'Los agentes de aduana y sus funcionarios reciben notificaciones del terminal: citas de retiro confirmadas, devoluciones de contenedores (DRC), facturas emitidas y avisos generales.',
        ),
        list(
          'La campana de la barra superior indica cuántas notificaciones no ha visto.',
          'Al hacer clic en la campana se abre el panel de notificaciones, que se desliza desde el costado. Al abrirlo, todas las notificaciones pendientes quedan marcadas como vistas.',
          'Cada notificación muestra su título, su contenido, la fecha y, cuando corresponde, el contenedor.',
          'Al hacer clic en una cita de retiro o en una DRC, el portal abre el detalle del retiro de ese contenedor.',
        ),
      ],
    },
    {
      title: 'Administración de agentes',
      blocks: [
        p(
          'Disponible para servicio al cliente, su supervisor, finanzas y el personal de agentes. Se abre desde Administración › Agentes.',
        ),
        h('Lista y búsqueda'),
        list(
          'La lista muestra RUT, nombre, tipo de agente, código de aduana y estado.',
          'Busque por RUT, nombre, correo o código de aduana escribiendo al menos 3 caracteres.',
          'Sin un agente seleccionado, el panel derecho indica «Seleccione un agente para ver el detalle».',
        ),
        h('Ficha del agente'),
        p(
          'La ficha reúne los datos del agente y sus pestañas: «Transportistas» (las empresas de transporte con que trabaja) y «Funcionarios» (los usuarios de su personal).',
        ),
        h('Crear y modificar'),
        list(
          'Crean y modifican agentes servicio al cliente y su supervisor; finanzas solo fija los días de crédito.',
          'El RUT es obligatorio y se valida con su dígito verificador; el nombre es obligatorio (hasta 80 caracteres).',
          'El tipo de agente es obligatorio salvo para agentes de vehículos; el código de aduana es obligatorio para AGENTE y agentes de vehículos (hasta 5 caracteres).',
          'El supervisor ve y puede modificar el correo personal del agente.',
          'Al crear un agente se crea su usuario y se le envía el correo de activación: «Se ha enviado la activación de la cuenta correctamente».',
        ),
        h('Bloquear y desbloquear'),
        p(
          '«Bloquear» deshabilita la cuenta del agente (ya no puede ingresar) y «Desbloquear» la habilita; el portal pide confirmación y muestra «Agente bloqueado correctamente!» o «Agente desbloqueado correctamente!». Pueden hacerlo servicio al cliente, su supervisor y finanzas.',
        ),
        h('Gate Pass'),
        p(
          'El Gate Pass del agente se bloquea y desbloquea por separado de su cuenta: «Gate Pass bloqueado correctamente!» / «Gate Pass desbloqueado correctamente!».',
        ),
        h('Reenviar activación'),
        p(
          'Envía de nuevo el correo para activar la cuenta y definir la contraseña: «Se ha reenviado la activación de la cuenta correctamente».',
        ),
        h('Transportistas del agente'),
        list(
          'Para agregar, busque la empresa de transporte por nombre o RUT (al menos 3 caracteres), selecciónela y elija «Agregar». Sin selección verá «Debe seleccionar un transportista antes de agregar»; una empresa ya asociada da «El transportista ya ha sido agregado.».',
          'Para quitar una empresa use «Eliminar» en su fila y confirme: «Transportista eliminado correctamente».',
          'Si el agente no tiene empresas asociadas verá «No existen transportistas asociados al agente».',
        ),
      ],
    },
    {
      title: 'Extraportuarios y líneas operadoras',
      blocks: [
        h('Extraportuarios'),
        list(
          'Disponible para servicio al cliente, administradores y el supervisor, desde Administración › Extraportuarios.',
          'Cada extraportuario tiene RUT, código (hasta 5 caracteres), nombre (hasta 80), correo y correo operacional (hasta 60), y las marcas «Informar» y «Depósito».',
          'Las acciones son las mismas que para los agentes: crear, modificar, bloquear o desbloquear y reenviar la activación.',
          'La pestaña «Funcionarios» muestra su personal; si no hay, «No hay funcionarios para este Extraportuario».',
        ),
        h('Líneas operadoras'),
        list(
          'Servicio al cliente y su supervisor crean y modifican líneas operadoras: un código en mayúsculas (letras y números, hasta 10) y un nombre.',
          'Eliminar una línea también la quita de las agencias navieras que trabajaban con ella; pueden hacerlo servicio al cliente, su supervisor y los agentes de aduana.',
          'Cada agencia naviera ve sus propias líneas; si no tiene, «No hay líneas para ésta Agencia».',
        ),
      ],
    },
    {
      title: 'Mensajes y convenciones',
      blocks: [
        h('Barra de mensajes'),
        list(
          'Los errores aparecen en una barra roja con el formato «mensaje - código» y se cierran solos después de 15 segundos.',
          'Las confirmaciones y avisos usan la misma barra, también por 15 segundos.',
          'Si el servidor no responde verá «No se pudo establecer la conexión con el servidor. Favor reintente la operación en unos minutos». Si ocurre un problema sin detalle, «Se ha producido un problema en la aplicación».',
        ),
        h('Formularios'),
        list(
          'Los campos obligatorios muestran «Requerido» si quedan vacíos.',
          'Los textos demasiado largos muestran «Longitud máxima superada».',
          'Al cancelar un formulario con cambios sin guardar, el portal pregunta antes de descartarlos («Cancelar operación»).',
        ),
        h('Formatos'),
        list(
          'Fechas: DD/MM/AAAA; fechas con hora: DD/MM/AAAA HH:mm.',
          'RUT: se muestra con puntos y guion (12.345.678-9); puede escribirse sin ellos.',
          'Números: coma decimal y punto como separador de miles.',
          'Contenedores: 11 caracteres, letras en mayúsculas.',
        ),
        note(
          `Para consultas sobre su cuenta o permisos, comuníquese con el servicio al cliente ${ofTerminal(terminalName)}.`,
        ),
      ],
    },
  ];
}
