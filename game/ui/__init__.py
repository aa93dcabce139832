"""Drawing pieces for the scenes: theme, fonts, card and coin art, captions, tweens, layout, widgets."""
