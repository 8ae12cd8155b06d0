package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.ruleset.dragonbane.CastRequest.SpellTarget;
import battleledger.kernel.ruleset.dragonbane.Spell.Requirement;

import java.util.List;
import java.util.Set;

/**
 * Whether a cast may be made at all; every refusal is typed with its code and the 004 section that forbids it, and
 * comes before any die is rolled, so a refused cast changes nothing.
 */
public final class CastingChecks {

    public static final java.util.List<String> BODY_DICE = java.util.List.of("d4", "d6", "d8", "d10", "d12", "d20");
    public static final java.util.List<String> DRAGON_CHOICES = java.util.List.of("double", "free", "again");

    private CastingChecks() {
    }

    public static void check(CastRequest r) {
        Fighter caster = r.caster();
        Spell spell = r.spell();
        Fighter.Magic magic = caster.magic();
        if (magic == null || !magic.known().contains(spell.id())) {
            throw RuleViolation.conflict("spell-not-learned", DragonbaneRule.PREPARED_SPELLS,
                    caster.id() + " has not learned " + spell.name());
        }
        shape(r);
        if (r.fromGrimoire()) {
            if (!magic.grimoire()) {
                throw RuleViolation.conflict("no-grimoire", DragonbaneRule.LOST_GRIMOIRE,
                        caster.id() + " has no grimoire to cast from");
            }
            if (spell.reaction()) {
                throw RuleViolation.conflict("grimoire-too-slow", DragonbaneRule.GRIMOIRE,
                        "casting from the grimoire takes twice as long; a reaction spell cannot wait for it");
            }
            if (!spell.trick() && !magic.records(spell.id())) {
                throw Preparation.notRecorded(caster, spell);
            }
        } else if (!spell.trick() && !magic.prepared().contains(spell.id())) {
            throw RuleViolation.conflict("spell-not-prepared", DragonbaneRule.PREPARED_SPELLS,
                    spell.name() + " is not among " + caster.id() + "'s prepared spells; cast it from the grimoire"
                            + " (fromGrimoire) or prepare it");
        }
        metal(caster);
        requirements(caster, spell);
        timing(r);
        range(r);
        willpower(r);
    }

    private static void shape(CastRequest r) {
        Spell spell = r.spell();
        if (r.power() != null) {
            if (spell.kind() != Spell.Kind.POWER_LEVELS) {
                throw RuleViolation.invalid("power-level-not-used", DragonbaneRule.POWER_LEVEL,
                        spell.name() + " does not use power levels");
            }
            if (r.power() < 1 || r.power() > 3) {
                throw RuleViolation.invalid("power-level-out-of-range", DragonbaneRule.POWER_LEVEL,
                        "the power level ranges from 1 to 3, not " + r.power());
            }
        }
        if (r.powerFromBody() != null && !BODY_DICE.contains(r.powerFromBody())) {
            throw RuleViolation.invalid("invalid-body-die", DragonbaneRule.POWER_FROM_THE_BODY,
                    "power from the body rolls a D4, D6, D8, D10, D12 or D20, not " + r.powerFromBody());
        }
        if (r.dragonChoice() != null && !DRAGON_CHOICES.contains(r.dragonChoice())) {
            throw RuleViolation.invalid("invalid-dragon-choice", DragonbaneRule.DRAGON,
                    "a Dragon's choice is double, free or again, not " + r.dragonChoice());
        }
    }

    /** 004 › Magic and Metal: metal armor or a metal weapon at hand forbids magic; the inventory does not count. */
    static void metal(Fighter caster) {
        if (caster.metalArmor()) {
            throw RuleViolation.conflict("metal-forbids-magic", DragonbaneRule.MAGIC_AND_METAL,
                    caster.id() + " wears metal armor");
        }
        for (Weapon w : caster.atHand()) {
            if (w.metal()) {
                throw RuleViolation.conflict("metal-forbids-magic", DragonbaneRule.MAGIC_AND_METAL,
                        caster.id() + " has a metal weapon at hand: " + w.name());
            }
        }
    }

    /** 004 › Requirements: all of the spell's requirements must hold. */
    static void requirements(Fighter caster, Spell spell) {
        Fighter.Magic m = caster.magic();
        for (Requirement req : List.of(Requirement.WORD, Requirement.GESTURE, Requirement.FOCUS,
                Requirement.INGREDIENT)) {
            if (!spell.requirements().contains(req)) {
                continue;
            }
            String missing = null;
            if (req == Requirement.WORD && !m.canSpeak()) {
                missing = "a word spoken aloud (it cannot be a whisper)";
            } else if (req == Requirement.GESTURE && !m.handsFree()) {
                missing = "a gesture, with a free hand";
            } else if (req == Requirement.FOCUS && !m.focus()) {
                missing = "a focus held in hand";
            } else if (req == Requirement.INGREDIENT && !m.ingredients().contains(spell.ingredient())) {
                missing = "the ingredient " + spell.ingredient();
            }
            if (missing != null) {
                throw RuleViolation.conflict("requirement-missing", DragonbaneRule.REQUIREMENTS,
                        spell.name() + " needs " + missing);
            }
        }
    }

    /** 004 › Casting Time: an action in combat; reaction spells outside it; rituals take a stretch or a shift. */
    private static void timing(CastRequest r) {
        Spell spell = r.spell();
        if (spell.ritual() && r.inCombat()) {
            throw RuleViolation.conflict("ritual-takes-time", DragonbaneRule.CASTING_TIME,
                    spell.name() + " is a ritual of a " + spell.castingTime().name().toLowerCase()
                            + "; it cannot be cast in a round of combat");
        }
        if (r.inCombat() && r.usesAction() && !r.actionAvailable()) {
            throw RuleViolation.conflict("action-used", DragonbaneRule.CASTING_TIME,
                    "casting " + spell.name() + " counts as an action" + (spell.reaction()
                            ? " on " + r.caster().id() + "'s own turn (a reaction spell is free only outside it)"
                            : "") + ", and " + r.caster().id() + " has no action left this round");
        }
    }

    /** 004 › Range: a hard limit; personal range affects only the mage; exempting needs an area. */
    private static void range(CastRequest r) {
        Spell spell = r.spell();
        Spell.SpellRange range = spell.range();
        if (!r.exempt().isEmpty() && !range.area()) {
            throw RuleViolation.invalid("exempt-needs-area", DragonbaneRule.AREA_OF_EFFECT,
                    "only targets within an area of effect can be exempted");
        }
        // 004 › Area of Effect: "the spell affects all targets within the chosen area" — each target once; a target
        // named twice would take the spell's damage twice
        Set<String> named = new java.util.HashSet<>();
        for (SpellTarget t : r.targets()) {
            if (!named.add(t.id())) {
                throw RuleViolation.invalid("target-named-twice", range.area() ? DragonbaneRule.AREA_OF_EFFECT
                        : DragonbaneRule.RANGE, t.id() + " is named twice among the targets; a spell affects each"
                        + " target once");
            }
        }
        switch (range.shape()) {
            case PERSONAL:
                for (SpellTarget t : r.targets()) {
                    if (!t.id().equals(r.caster().id())) {
                        throw RuleViolation.conflict("personal-range", DragonbaneRule.RANGE,
                                spell.name() + " has personal range: it affects only the mage");
                    }
                }
                return;
            case SPHERE:
                for (SpellTarget t : r.targets()) {
                    if (t.id().equals(r.caster().id())) {
                        throw RuleViolation.conflict("sphere-excludes-mage", DragonbaneRule.SPHERE,
                                "a sphere affects all targets within the area except the mage themself");
                    }
                }
                break;
            case CONE:
                for (SpellTarget t : r.targets()) {
                    if (t.id().equals(r.caster().id())) {
                        // the cone starts at the mage (004 › Area of Effect), its width there nothing: as on the grid
                        throw RuleViolation.conflict("not-in-area", DragonbaneRule.CONE, "a cone's width at any given"
                                + " point equals the distance from its source, the mage: " + r.caster().id()
                                + " does not stand in the cone of " + spell.name());
                    }
                }
                break;
            default:
                if (r.targets().size() > 1 && !range.area()) {
                    throw RuleViolation.invalid("one-target", DragonbaneRule.RANGE,
                            spell.name() + " affects one target");
                }
        }
        if (!spell.trick() && !spell.ritual() && r.targets().isEmpty() && spell.effects().stream()
                .anyMatch(e -> !(e instanceof DragonbaneEffect.ModifyPending)) && !range.area()) {
            throw RuleViolation.invalid("target-needed", DragonbaneRule.RANGE, spell.name() + " needs a target");
        }
        for (SpellTarget t : r.targets()) {
            if (t.meters() > range.meters()) {
                throw RuleViolation.conflict("out-of-range", DragonbaneRule.RANGE,
                        t.id() + " is " + t.meters() + " m away; " + spell.name() + " reaches " + range.meters()
                                + " m, and spells cannot be used on targets outside their range");
            }
        }
        for (String e : r.exempt()) {
            if (r.targets().stream().noneMatch(t -> t.id().equals(e))) {
                throw RuleViolation.invalid("exempt-not-in-area", DragonbaneRule.AREA_OF_EFFECT,
                        e + " is not within the area, so it cannot be exempted");
            }
        }
    }

    /** 004 › Power Level, Zero WP and Power from the Body. */
    private static void willpower(CastRequest r) {
        Fighter caster = r.caster();
        Spell spell = r.spell();
        int cost = spell.cost(r.powerLevel());
        if (r.powerFromBody() != null) {
            if (spell.healing()) {
                throw RuleViolation.conflict("body-power-not-for-healing", DragonbaneRule.POWER_FROM_THE_BODY,
                        "power from the body cannot be used for healing spells");
            }
            if (caster.wp() > 1) {
                throw RuleViolation.conflict("body-power-needs-low-wp", DragonbaneRule.POWER_FROM_THE_BODY,
                        "power is drawn from the body only with one or zero WP left; " + caster.id() + " has "
                                + caster.wp());
            }
            return;
        }
        if (caster.wp() == 0) {
            throw RuleViolation.conflict("zero-wp", DragonbaneRule.ZERO_WP,
                    caster.id() + " has zero WP, which prohibits the use of abilities that require WP");
        }
        if (caster.wp() < cost) {
            throw RuleViolation.conflict("not-enough-wp", DragonbaneRule.POWER_LEVEL,
                    spell.name() + " at power " + r.powerLevel() + " costs " + cost + " WP; " + caster.id()
                            + " has " + caster.wp());
        }
    }
}
