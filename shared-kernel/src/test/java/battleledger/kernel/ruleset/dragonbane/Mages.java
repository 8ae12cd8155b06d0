package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.dice.Dice;
import battleledger.kernel.dice.ScriptedDice;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** Test fixtures: Dragonbane combatants and scripted dice. */
final class Mages {

    private Mages() {
    }

    static Dice dice(Integer... values) {
        return new ScriptedDice(List.of(values), 0);
    }

    /** Elwyn, an elementalist: WIL 15, Elementalism 14, INT 13 (base chance 6), 10 WP, a staff at hand. */
    static Fighter elwyn() {
        Fighter.Magic magic = new Fighter.Magic(School.ELEMENTALISM,
                List.of("fireball", "frost", "whirlwind", "protector", "fear", "ignite", "light", "magic-seal"),
                List.of("fireball", "frost", "whirlwind", "protector", "magic-seal"), true, List.of("sealing wax"), false, true,
                true);
        return new Fighter("elwyn", new Attributes(8, 12, 12, 13, 15, 10),
                Map.of("elementalism", 14, "staves", 10, "evade", 8), 10, 10, 10, 10, 1, false,
                List.of(Weapon.melee("staff", "staves", "1d8", false)), Set.of(), magic);
    }

    /** Brynja, an animist healer: Animism 12, a grimoire, 6 WP. */
    static Fighter brynja() {
        Fighter.Magic magic = new Fighter.Magic(School.ANIMISM,
                List.of("treat-wound", "lightning-flash", "sleep-dust", "birdsong", "light"),
                List.of("treat-wound"), true, List.of("poppy seeds"), false, true, true);
        return new Fighter("brynja", new Attributes(10, 11, 10, 14, 14, 12), Map.of("animism", 12), 11, 11, 6, 14,
                0, false, List.of(), Set.of(), magic);
    }

    /** Orla, a mentalist: Mentalism 13, a crystal ball, 8 WP. */
    static Fighter orla() {
        Fighter.Magic magic = new Fighter.Magic(School.MENTALISM,
                List.of("power-fist", "levitate", "farsight", "mind-drain", "lock"),
                List.of("power-fist", "levitate", "farsight", "mind-drain"), true, List.of(), true, true, true);
        return new Fighter("orla", new Attributes(9, 10, 11, 15, 16, 9), Map.of("mentalism", 13), 9, 9, 8, 16, 0,
                false, List.of(), Set.of(), magic);
    }

    /** Grimsa, a warrior: Swords 14, Evade 9, chainmail (armor 4, metal), a broadsword. */
    static Fighter grimsa() {
        return new Fighter("grimsa", new Attributes(16, 14, 12, 9, 10, 8), Map.of("swords", 14, "evade", 9), 14, 14,
                10, 10, 4, true, List.of(Weapon.melee("broadsword", "swords", "2d6", true)), Set.of(), null);
    }

    /** An orc: Axes 12, armor 1, a handaxe; Evade at base chance. */
    static Fighter orc(String id) {
        return new Fighter(id, new Attributes(14, 13, 10, 8, 9, 6), Map.of("axes", 12), 12, 12, 0, 0, 1, false,
                List.of(Weapon.melee("handaxe", "axes", "2d6", true)), Set.of(), null);
    }
}
