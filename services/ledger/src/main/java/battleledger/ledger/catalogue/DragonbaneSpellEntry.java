package battleledger.ledger.catalogue;

import battleledger.kernel.ruleset.dragonbane.DragonbaneRule;
import battleledger.kernel.ruleset.dragonbane.Spell;
import battleledger.kernel.ruleset.dragonbane.DragonbaneEffect;

import java.util.List;
import java.util.Locale;

/**
 * A Dragonbane spell as the catalogue lists it (004 › Casting Spells): the kernel's spell data, written with plain
 * words for a menu, and its WP cost at each power level.
 */
record DragonbaneSpellEntry(String id, String name, String school, int rank, String kind, List<Integer> cost,
                            List<String> requirements, String ingredient, String castingTime, String range,
                            int meters, String duration, List<String> defences, List<DragonbaneEffectEntry> effects,
                            boolean healing, String note, String rule) {

    /** One effect a spell is made of: its kind, its dice per power level, the condition or change it brings. */
    record DragonbaneEffectEntry(String kind, String perPower, String detail) {
        static DragonbaneEffectEntry of(DragonbaneEffect e) {
            if (e instanceof DragonbaneEffect.Damage d) {
                return new DragonbaneEffectEntry("damage", d.perPower(), null);
            }
            if (e instanceof DragonbaneEffect.Heal h) {
                return new DragonbaneEffectEntry("heal", h.perPower(), null);
            }
            if (e instanceof DragonbaneEffect.DrainWp w) {
                return new DragonbaneEffectEntry("drain-wp", w.perPower(), null);
            }
            if (e instanceof DragonbaneEffect.Condition c) {
                return new DragonbaneEffectEntry("condition", null, c.condition());
            }
            return new DragonbaneEffectEntry("modify-pending", null, ((DragonbaneEffect.ModifyPending) e).change());
        }
    }

    static DragonbaneSpellEntry of(Spell s) {
        List<Integer> cost = s.kind() == Spell.Kind.POWER_LEVELS ? List.of(s.cost(1), s.cost(2), s.cost(3))
                : List.of(s.cost(1));
        String rule = (s.trick() ? DragonbaneRule.MAGIC_TRICKS : s.kind() == Spell.Kind.POWER_LEVELS
                ? DragonbaneRule.POWER_LEVEL : DragonbaneRule.CASTING_SPELLS).citation();
        return new DragonbaneSpellEntry(s.id(), s.name(), word(s.school()), s.rank(), word(s.kind()), cost,
                s.requirements().stream().map(DragonbaneSpellEntry::word).sorted().toList(), s.ingredient(),
                word(s.castingTime()), word(s.range().shape()), s.range().meters(), word(s.duration()), s.defences(),
                s.effects().stream().map(DragonbaneEffectEntry::of).toList(), s.healing(), s.note(), rule);
    }

    private static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
