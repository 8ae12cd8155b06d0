package battleledger.kernel.grid;

import battleledger.kernel.model.EncounterOptions;

/** The grid an encounter plays on. */
public final class Grids {

    private Grids() {
    }

    /**
     * The grid for an encounter's {@code grid} option.
     *
     * @throws IllegalArgumentException for NONE: without a grid the commands say distances and cover themselves
     *                                  (see {@code Situation}), so there is no geometry to ask
     */
    public static Grid of(EncounterOptions.Grid kind) {
        if (kind == null) {
            throw new IllegalArgumentException("no grid kind given");
        }
        switch (kind) {
            case SQUARES:
                return SquareGrid.INSTANCE;
            case HEXES:
                return HexGrid.INSTANCE;
            default:
                throw new IllegalArgumentException("this encounter plays without a grid (grid: none)");
        }
    }

    public static SquareGrid squares() {
        return SquareGrid.INSTANCE;
    }

    public static HexGrid hexes() {
        return HexGrid.INSTANCE;
    }
}
