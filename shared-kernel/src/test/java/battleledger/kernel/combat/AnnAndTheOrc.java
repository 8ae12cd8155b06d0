package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.model.Situation;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;

import java.util.List;

/** Test fixtures for the attack tests: ann, with a sword and a bow, and the orc she attacks. */
final class AnnAndTheOrc {

    private AnnAndTheOrc() {
    }

    /** ann (Str 16: +3, sword +2) stands next to orc (AC 13, 15 hp). */
    static Scene annBesideOrc(Creature orc) {
        return Scene.of(Creature.named("ann").str(16).dex(14).sword("1d8").bow("1d6"), orc)
                .then(new Move("ann", 5, List.of(), List.of("orc"), false));
    }

    static Creature orc() {
        return Creature.named("orc").side("orcs").ac(13).hp(15).sword("1d6");
    }

    static Attack sword(String target) {
        return new Attack("ann", target, "sword", null, false, null);
    }

    static Attack bow(String target, Situation s) {
        return new Attack("ann", target, "bow", null, false, s);
    }
}
