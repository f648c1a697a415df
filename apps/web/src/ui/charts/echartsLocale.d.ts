// ECharts ships its locale objects without type declarations; they have the shape of its English one.
declare module 'echarts/lib/i18n/langTR.js' {
  const lang: Parameters<typeof import('echarts/core').registerLocale>[1];
  export default lang;
}
