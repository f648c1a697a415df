import type { DeepPartial } from '../messages';
import type { common as tr } from '../tr/common';

export const common: DeepPartial<typeof tr> = {
  app: {
    name: 'Site Management',
    tagline: 'Sistema de gestión de comunidades y complejos residenciales',
  },
  common: {
    save: 'Guardar',
    cancel: 'Cancelar',
    yes: 'Sí',
    no: 'No',
    ok: 'Aceptar',
    retry: 'Reintentar',
    reload: 'Recargar',
    back: 'Atrás',
    loading: 'Cargando…',
    confirm: '¿Está seguro?',
    confirmDelete: '¿Está seguro de que desea eliminarlo?',
    saved: 'Guardado',
    error: '¡Error!',
    goHome: 'Volver a la página de inicio',
    create: 'Nuevo',
    edit: 'Editar',
    show: 'Detalles',
  },
  languages: { tr: 'Türkçe', en: 'English', zh: '中文', es: 'Español', ja: '日本語', de: 'Deutsch', fr: 'Français' },
};
