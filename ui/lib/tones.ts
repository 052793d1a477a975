/**
 * The feedback tones shared by StatusDot, Badge and Toast. ui/ knows tones, not order statuses: store/ maps a
 * status onto a tone (delivered success, shipped info, processing warning, cancelled danger, anything else neutral).
 */
export const tones = ['success', 'info', 'warning', 'danger', 'neutral'] as const satisfies readonly string[];

export type Tone = (typeof tones)[number];
