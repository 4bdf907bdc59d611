// Romanian for the editor's interface where Decap's own Romanian phrases stop short: the keys its
// English phrases have and its Romanian ones lack (the list widget's add button, the multiple
// image and file pickers, the list length messages, the locale copy and the workflow tooltips).
// Without them Decap falls back to English mid-sentence ("Add elemente").
export type Phrases = { [key: string]: string | Phrases };

export const MISSING_RO_PHRASES: Phrases = {
  editor: {
    editorControlPane: {
      widget: {
        rangeMin: "%{fieldLabel} trebuie să conțină cel puțin %{minCount} intrări.",
        rangeMax: "%{fieldLabel} trebuie să conțină cel mult %{maxCount} intrări.",
      },
      i18n: {
        copyFromLocale: "Completează din altă limbă",
        copyFromLocaleConfirm:
          "Vrei să completezi cu datele din limba %{locale}?\nTot conținutul de acum va fi înlocuit.",
      },
    },
    editorToolbar: {
      statusInfoTooltipDraft:
        "Intrarea este o ciornă. Ca să o trimiți spre revizuire, schimbă-i starea în „În revizuire”.",
      statusInfoTooltipInReview:
        "Intrarea este în revizuire și nu mai trebuie făcut nimic. Poți totuși să o modifici în acest timp.",
    },
    editorWidgets: {
      image: {
        chooseMultiple: "Alege imaginile",
        addMore: "Adaugă alte imagini",
        removeAll: "Șterge toate imaginile",
      },
      file: {
        chooseMultiple: "Alege fișierele",
        addMore: "Adaugă alte fișiere",
        removeAll: "Șterge toate fișierele",
      },
      list: {
        add: "Adaugă %{item}",
        addType: "Adaugă %{item}",
      },
    },
  },
};

/** `extra` laid over `base`, branch by branch; neither is changed. */
export function mergePhrases(base: Phrases, extra: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof value === "object" && typeof current === "object"
        ? mergePhrases(current, value)
        : value;
  }
  return merged;
}
