package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.ruleset.dragonbane.Spell.CastingTime;
import battleledger.kernel.ruleset.dragonbane.Spell.Duration;
import battleledger.kernel.ruleset.dragonbane.Spell.Kind;
import battleledger.kernel.ruleset.dragonbane.Spell.Requirement;
import battleledger.kernel.ruleset.dragonbane.Spell.SpellRange;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The Dragonbane spells this engine ships, as data: enough to play every rule of 004 — magic tricks of general magic
 * and of each school, rank 1 spells of each school, a reaction spell, a concentration spell, a sphere and a cone, a
 * healing spell, a WP drain, a spell with a focus, one with an ingredient, and a ritual. 004 gives no spell
 * descriptions; each spell's {@code note} says what was chosen (names after the core rules, numbers this engine's).
 */
public final class Grimoire {

    private static final Set<Requirement> WG = Set.of(Requirement.WORD, Requirement.GESTURE);
    private static final Set<Requirement> W = Set.of(Requirement.WORD);
    private static final Set<Requirement> G = Set.of(Requirement.GESTURE);

    private static final Map<String, Spell> SPELLS = new TreeMap<>();

    static {
        // magic tricks: 1 WP, no roll (004 › Casting Spells)
        add(trick("light", "Light", School.GENERAL, SpellRange.TOUCH, Duration.SHIFT, W));
        add(trick("open", "Open", School.GENERAL, SpellRange.TOUCH, Duration.INSTANT, G));
        add(trick("repair-clothes", "Repair Clothes", School.GENERAL, SpellRange.TOUCH, Duration.INSTANT, G));
        add(trick("ignite", "Ignite", School.ELEMENTALISM, SpellRange.meters(10), Duration.INSTANT, G));
        add(trick("birdsong", "Birdsong", School.ANIMISM, SpellRange.meters(20), Duration.STRETCH, W));
        add(trick("lock", "Lock", School.MENTALISM, SpellRange.meters(10), Duration.SHIFT, G));
        // rank 1 spells
        add(new Spell("fireball", "Fireball", School.ELEMENTALISM, 1, Kind.POWER_LEVELS, WG, null,
                CastingTime.ACTION, SpellRange.meters(20), Duration.INSTANT, List.of("dodge", "parry"),
                List.of(new DragonbaneEffect.Damage("2d6")), false,
                "2D6 fire damage per power level to one target within 20 m; dodged or parried"));
        add(new Spell("frost", "Frost", School.ELEMENTALISM, 1, Kind.POWER_LEVELS, WG, null,
                CastingTime.ACTION, SpellRange.cone(10), Duration.INSTANT, List.of("dodge"),
                List.of(new DragonbaneEffect.Damage("1d6")), false,
                "a cone 10 m long from the mage: 1D6 cold damage per power level to everyone in it; dodged only"));
        add(new Spell("whirlwind", "Whirlwind", School.ELEMENTALISM, 1, Kind.POWER_LEVELS, G, null,
                CastingTime.ACTION, SpellRange.sphere(4), Duration.INSTANT, List.of("dodge"),
                List.of(new DragonbaneEffect.Damage("1d8")), false,
                "a sphere of 4 m around the mage, the mage excluded: 1D8 damage per power level; dodged only"));
        add(new Spell("treat-wound", "Treat Wound", School.ANIMISM, 1, Kind.POWER_LEVELS, WG, null,
                CastingTime.ACTION, SpellRange.TOUCH, Duration.INSTANT, List.of(),
                List.of(new DragonbaneEffect.Heal("1d6")), true, "heals 1D6 HP per power level by touch"));
        add(new Spell("lightning-flash", "Lightning Flash", School.ANIMISM, 1, Kind.POWER_LEVELS, WG, null,
                CastingTime.ACTION, SpellRange.meters(30), Duration.INSTANT, List.of("dodge"),
                List.of(new DragonbaneEffect.Damage("1d8")), false, "1D8 damage per power level within 30 m; dodged"));
        add(new Spell("sleep-dust", "Sleep Dust", School.ANIMISM, 1, Kind.FIXED,
                Set.of(Requirement.GESTURE, Requirement.INGREDIENT), "poppy seeds", CastingTime.ACTION,
                SpellRange.meters(4), Duration.STRETCH, List.of("resist:wil"),
                List.of(new DragonbaneEffect.Condition("dazed")), false,
                "no power level (2 WP); consumes poppy seeds; the target resists with WIL or is dazed for a stretch"));
        add(new Spell("power-fist", "Power Fist", School.MENTALISM, 1, Kind.POWER_LEVELS, W, null,
                CastingTime.ACTION, SpellRange.meters(10), Duration.INSTANT, List.of("dodge", "parry"),
                List.of(new DragonbaneEffect.Damage("2d6")), false, "2D6 bludgeoning per power level within 10 m"));
        add(new Spell("levitate", "Levitate", School.MENTALISM, 1, Kind.POWER_LEVELS, W, null,
                CastingTime.ACTION, SpellRange.PERSONAL, Duration.CONCENTRATION, List.of(), List.of(), false,
                "personal; the mage floats while concentrating"));
        add(new Spell("farsight", "Farsight", School.MENTALISM, 1, Kind.FIXED, Set.of(Requirement.FOCUS), null,
                CastingTime.ACTION, SpellRange.PERSONAL, Duration.CONCENTRATION, List.of(), List.of(), false,
                "no power level (2 WP); needs a focus (a crystal ball) in hand; concentration"));
        add(new Spell("mind-drain", "Mind Drain", School.MENTALISM, 1, Kind.POWER_LEVELS, WG, null,
                CastingTime.ACTION, SpellRange.meters(10), Duration.INSTANT, List.of("resist:wil"),
                List.of(new DragonbaneEffect.DrainWp("1d6")), false,
                "drains 1D6 WP per power level from a target within 10 m who fails to resist with WIL"));
        // general magic
        add(new Spell("protector", "Protector", School.GENERAL, 1, Kind.FIXED, W, null, CastingTime.REACTION,
                SpellRange.meters(10), Duration.INSTANT, List.of(), List.of(new DragonbaneEffect.ModifyPending("bane")),
                false, "a reaction spell (2 WP): an attack about to strike the mage or an ally within 10 m gets a bane;"
                        + " cast while the attack awaits its target's parry or dodge, the attacker rolls one more d20"
                        + " and keeps the worse, and an attack that now misses does no harm"));
        add(new Spell("fear", "Fear", School.GENERAL, 1, Kind.POWER_LEVELS, WG, null, CastingTime.ACTION,
                SpellRange.meters(10), Duration.ROUND, List.of("resist:wil"),
                List.of(new DragonbaneEffect.Condition("scared")), false,
                "the target resists with WIL or is scared until the mage's turn next round"));
        add(new Spell("magic-seal", "Magic Seal", School.GENERAL, 2, Kind.FIXED,
                Set.of(Requirement.GESTURE, Requirement.INGREDIENT), "sealing wax", CastingTime.STRETCH,
                SpellRange.TOUCH, Duration.SHIFT, List.of(), List.of(), false,
                "rank 2 ritual of a stretch (2 WP); consumes sealing wax; seals a door for a shift"));
    }

    private Grimoire() {
    }

    private static Spell trick(String id, String name, School school, SpellRange range, Duration duration,
                               Set<Requirement> req) {
        return new Spell(id, name, school, 0, Kind.TRICK, req, null, CastingTime.ACTION, range, duration,
                List.of(), List.of(), false, "a magic trick: 1 WP, succeeds automatically; no mechanical effect");
    }

    private static void add(Spell s) {
        SPELLS.put(s.id(), s);
    }

    /** Every spell, by id. */
    public static Map<String, Spell> all() {
        return java.util.Collections.unmodifiableMap(SPELLS);
    }

    public static Spell spell(String id) {
        Spell s = SPELLS.get(id);
        if (s == null) {
            throw RuleViolation.unknown("unknown-spell", "no Dragonbane spell is called \"" + id + "\"");
        }
        return s;
    }
}
