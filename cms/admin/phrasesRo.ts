// Romanian for the editor's interface where Decap's own Romanian phrases stop short: the keys its
// English phrases have and its Romanian ones lack (the Forgejo login, the collection's list and
// grid views, the list widget's add button, the multiple image and file pickers, the list length
// messages, the locale copy, the workflow tooltips, and the entry notes Decap 3.16 added).
// Without them Decap falls back to English mid-sentence ("Add elemente").
export type Phrases = { [key: string]: string | Phrases };

export const MISSING_RO_PHRASES: Phrases = {
  auth: {
    loginWithForgejo: "Autentifică-te cu Forgejo",
  },
  collection: {
    collectionTop: {
      viewAsList: "Afișare ca listă",
      viewAsGrid: "Afișare ca grilă",
    },
    entries: {
      unpublishedHeader: "Intrări nepublicate",
    },
  },
  editor: {
    editorControl: {
      field: {
        widgetLabel: "câmpul %{widgetLabel}",
      },
    },
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
    editorInterface: {
      toggleNotes: "Arată sau ascunde notițele",
    },
    editorNotesPane: {
      title: "Notițe",
      emptyState: "Nicio notiță încă. Adaugă prima notiță mai jos ca să lucrați împreună.",
      addNote: "Adaugă notița",
      addPlaceholder: "Adaugă o notiță...",
      editPlaceholder: "Modifică notița...",
      save: "Salvează",
      cancel: "Renunță",
      edit: "Modifică",
      delete: "Șterge",
      resolve: "Marchează ca rezolvată",
      unresolve: "Redeschide",
      confirmDelete: "Sigur vrei să ștergi această notiță?",
      shortcut: "Sfat: apasă Ctrl+Enter ca să adaugi repede notița",
    },
    editorToolbar: {
      statusInfoTooltipDraft:
        "Intrarea este o ciornă. Ca să o trimiți spre revizuire, schimbă-i starea în „În revizuire”.",
      statusInfoTooltipInReview:
        "Intrarea este în revizuire și nu mai trebuie făcut nimic. Poți totuși să o modifici în acest timp.",
    },
    editorWidgets: {
      markdown: {
        strikethrough: "Tăiat",
        toggleMode: {
          rich: "Treci la editorul vizual",
          markdown: "Treci la editorul Markdown",
        },
      },
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
      datetime: {
        setToNow: "Setează %{fieldLabel} la momentul de acum",
      },
      list: {
        add: "Adaugă %{item}",
        addType: "Adaugă %{item}",
      },
      object: {
        expand: "Extinde",
        collapse: "Restrânge",
      },
    },
  },
  mediaLibrary: {
    mediaLibraryModal: {
      close: "Închide",
    },
  },
  ui: {
    settingsDropdown: {
      account: "Opțiunile contului",
    },
    toast: {
      noteAdded: "Notița a fost adăugată",
      onFailToAddNote: "Notița nu a putut fi adăugată: %{details}",
      noteUpdated: "Notița a fost modificată",
      onFailToUpdateNote: "Notița nu a putut fi modificată: %{details}",
      noteDeleted: "Notița a fost ștearsă",
      onFailToDeleteNote: "Notița nu a putut fi ștearsă: %{details}",
      noteResolved: "Notița a fost marcată ca rezolvată",
      noteReopened: "Notița a fost redeschisă",
      onFailToToggleNote: "Starea notiței nu a putut fi schimbată: %{details}",
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
