/**
 * Which details panel (freight or pickup) offers the split and separate actions right now: the
 * panel's TruckJobSplitActions registers its openers, the dialog-scope commands call them. A plain
 * module value, as freightDocumentsHost: one details panel is open at a time.
 */
export interface CargoSplitOpeners {
  openSplit(): void;
  /** Absent on pickups: only a freight's order is separated. */
  openSeparate?(): void;
}

let current: CargoSplitOpeners | null = null;

export const cargoSplitHost = {
  /** Registers the panel's openers; answers the function that unregisters them. */
  set(openers: CargoSplitOpeners): () => void {
    current = openers;
    return () => {
      if (current === openers) current = null;
    };
  },
  current: (): CargoSplitOpeners | null => current,
};
