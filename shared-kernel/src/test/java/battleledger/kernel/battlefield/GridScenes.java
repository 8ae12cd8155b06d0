package battleledger.kernel.battlefield;

import battleledger.kernel.command.SetupCommand.PlaceTerrain;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Position;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;

import java.util.List;

/** Battles on a grid for the tests of this package. */
final class GridScenes {

    private GridScenes() {
    }

    static Scene onSquares(Creature... creatures) {
        return Scene.of(creatures).options(o -> o.withGrid(EncounterOptions.GridKind.SQUARES,
                EncounterOptions.AreaMethod.DMG, false));
    }

    static Scene flanking(Creature... creatures) {
        return Scene.of(creatures).options(o -> o.withGrid(EncounterOptions.GridKind.SQUARES,
                EncounterOptions.AreaMethod.DMG, true));
    }


    static Position at(int x, int y) {
        return new Position(x, y);
    }

    static List<Position> path(int... xy) {
        List<Position> out = new java.util.ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) {
            out.add(new Position(xy[i], xy[i + 1]));
        }
        return out;
    }

    static PlaceTerrain walls(Position... cells) {
        return new PlaceTerrain(List.of(cells), List.of());
    }

    static PlaceTerrain difficult(Position... cells) {
        return new PlaceTerrain(List.of(), List.of(cells));
    }
}
