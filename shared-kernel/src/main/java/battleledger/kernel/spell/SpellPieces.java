package battleledger.kernel.spell;

import battleledger.kernel.magic.SpellEffect;
import battleledger.kernel.magic.SpellData;
import battleledger.kernel.decision.Facts;
import battleledger.kernel.decision.Outcome;
import battleledger.kernel.model.Situation;
import battleledger.kernel.combat.Afflictions;
import battleledger.kernel.combat.Damage;
import battleledger.kernel.combat.Edges;
import battleledger.kernel.combat.Strikes;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.DiceTerm;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.SpellEvent.DamageRolled;
import battleledger.kernel.event.SpellEvent.ReactionsDenied;
import battleledger.kernel.event.SpellEvent.Teleported;
import battleledger.kernel.event.TurnEvent.SavingThrowMade;
import battleledger.kernel.model.Ability;
import battleledger.kernel.model.AttackProfile;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Pending;

import java.util.ArrayList;
import java.util.List;

/**
 * What each reusable piece of a spell (its {@code SpellEffect}s: damage, heal, afflict, a zone, an attack, a save...)
 * does when the spell resolves: each a function of the {@link Facts} it reads, returning its {@link Outcome}.
 */
final class SpellPieces {

    private SpellPieces() {
    }

    /** A roll decided now on the facts, with its verdict and the events that record it (issue 10, item 2). */
    record Judged(boolean success, Outcome events) {
    }

    /**
     * What each kind of effect does: a sealed {@code switch} with no {@code default}, so an effect nothing handles
     * does not compile (issue 10, item 5). The pieces that change a pending spell act only on the spell they are
     * aimed at.
     */
    static Outcome apply(Facts f, Pending p, SpellData spell, Combatant caster, List<String> targets,
                         SpellEffect effect, Pending aimed) {
        return switch (effect) {
            case SpellEffect.Damage e -> damage(f, p, spell, caster, targets, e);
            case SpellEffect.Attack e -> attack(f, p, spell, caster, targets, e);
            case SpellEffect.Heal e -> heal(f, p, spell, caster, targets, e);
            case SpellEffect.Afflict e -> afflict(f, p, spell, caster, targets, e);
            case SpellEffect.ArmorBonus e -> lasting(p, spell, targets, null);
            case SpellEffect.Resistance e -> lasting(p, spell, targets, null);
            case SpellEffect.FeatherFall e -> lasting(p, spell, targets, null);
            case SpellEffect.Rift e -> lasting(p, spell, targets, null);
            case SpellEffect.Contingency e -> lasting(p, spell, targets, null);
            case SpellEffect.Zone e -> zone(f, p, spell, targets);
            case SpellEffect.Teleport e -> Outcome.of(targets.stream().map(t -> new Teleported(f.step(), t)).toList());
            case SpellEffect.NoReactions e -> Outcome.none(); // it acts with the spell attack that hits (attack, below)
            case SpellEffect.Counter e -> aimed == null ? Outcome.none() : Reshaping.counter(f, p, caster, e, aimed);
            case SpellEffect.Deflect e -> aimed == null ? Outcome.none() : Reshaping.deflect(f, p, caster, aimed);
            case SpellEffect.ChangeEnergy e -> aimed == null ? Outcome.none() : Reshaping.changeEnergy(f, p, aimed);
        };
    }

    /** The lasting effect begins ({@link Durations#start}), on the battle as the effects before it left it. */
    static Outcome lasting(Pending p, SpellData spell, List<String> targets, String centre) {
        return Outcome.next(g -> Durations.start(g, p, spell, targets, centre));
    }

    private static Outcome heal(Facts f, Pending p, SpellData spell, Combatant caster, List<String> targets,
                                SpellEffect.Heal heal) {
        DiceExpression dice = upcast(heal.dice(), heal.dice(), p.level() - spell.level());
        List<Modifier> mods = heal.addModifier()
                ? List.of(new Modifier(ability(caster).code(), caster.stats().modifier(ability(caster))))
                : List.of();
        Roll roll = f.roll(p.actor(), "healing", dice, mods, Playtest.HEALING);
        return Outcome.of(new DamageRolled(f.step(), p.id(), p.actor(), List.of(roll)))
                .and(Outcome.each(targets, (h, t) -> Damage.heal(h, t, spell.name(), null,
                        Math.max(0, roll.total()))));
    }

    private static Outcome afflict(Facts f, Pending p, SpellData spell, Combatant caster, List<String> targets,
                                   SpellEffect.Afflict afflict) {
        return Outcome.next(g -> afflictFrom(g, new Afflicting(p, spell, caster, targets, afflict), 0, List.of()));
    }

    /** An affliction being laid on its targets, one after the other. */
    private record Afflicting(Pending p, SpellData spell, Combatant caster, List<String> targets,
                              SpellEffect.Afflict afflict) {
    }

    /**
     * The targets from the {@code i}-th on, each on the battle the ones before it left (its save, then the condition
     * unless saved); {@code held}: those it holds so far. After the last, a lasting spell's effect begins on them.
     */
    private static Outcome afflictFrom(Facts f, Afflicting a, int i, List<String> held) {
        if (i == a.targets().size()) {
            return a.spell().lasting() && !held.isEmpty() ? lasting(a.p(), a.spell(), held, null) : Outcome.none();
        }
        String t = a.targets().get(i);
        List<String> holding = java.util.stream.Stream.concat(held.stream(), java.util.stream.Stream.of(t)).toList();
        if (a.afflict().save() == null) {
            return imposed(f, a.p(), a.spell(), t, a.afflict()).then(g -> afflictFrom(g, a, i + 1, holding));
        }
        Judged save = save(f, a.p(), a.spell(), a.caster(), t, a.afflict().save().ability());
        return save.events().then(g -> save.success() ? afflictFrom(g, a, i + 1, held)
                : imposed(g, a.p(), a.spell(), t, a.afflict()).then(h -> afflictFrom(h, a, i + 1, holding)));
    }

    private static Outcome imposed(Facts f, Pending p, SpellData spell, String target, SpellEffect.Afflict afflict) {
        return Afflictions.impose(f, target, afflict.condition(), afflict.bySource() ? p.actor() : spell.id(),
                spell.name());
    }

    /** Centred on the one creature named, or (on a grid) on the spot cast at. */
    private static Outcome zone(Facts f, Pending p, SpellData spell, List<String> targets) {
        boolean onSpot = p.point() != null && battleledger.kernel.battlefield.Battlefield.gridded(f.battle());
        return lasting(p, spell, targets, !onSpot && targets.size() == 1 ? targets.get(0) : null);
    }

    /**
     * Damage "rolled once for all the targets" (001 › Damage Rolls), each target saving on its own against 10 + the
     * caster's magic ability modifier (001 › Magic › Spells and Saving Throws); a changed energy replaces its types.
     */
    static Outcome damage(Facts f, Pending p, SpellData spell, Combatant caster, List<String> targets,
                          SpellEffect.Damage dmg) {
        String type = p.energy() != null ? p.energy() : dmg.type();
        String alsoType = dmg.alsoType() == null ? null : p.energy() != null ? p.energy() : dmg.alsoType();
        List<Roll> rolls = new ArrayList<>();
        Roll main = f.roll(p.actor(), "damage", upcast(dmg.dice(), dmg.perSlotLevel(), p.level() - spell.level()),
                List.of(), Playtest.DAMAGE_ROLLS);
        rolls.add(main);
        Roll also = dmg.alsoDice() == null ? null
                : f.roll(p.actor(), "damage", DiceExpression.parse(dmg.alsoDice()), List.of(), Playtest.DAMAGE_ROLLS);
        if (also != null) {
            rolls.add(also);
        }
        Blows blows = new Blows(p, dmg, type, main, alsoType, also);
        return Outcome.of(new DamageRolled(f.step(), p.id(), p.actor(), rolls))
                .and(Outcome.each(targets, (h, t) -> damageTo(h, spell, caster, t, blows)));
    }

    /** The damage a spell rolled once for all its targets: the main roll and type, and the other (or null). */
    private record Blows(Pending p, SpellEffect.Damage dmg, String type, Roll main, String alsoType, Roll also) {
    }

    /** One target saves (if the spell allows a save), then is hurt by the damage rolled. */
    private static Outcome damageTo(Facts f, SpellData spell, Combatant caster, String target, Blows blows) {
        if (blows.dmg().save() == null) {
            return hurtBy(f, target, false, blows);
        }
        Judged save = save(f, blows.p(), spell, caster, target, blows.dmg().save().ability());
        return save.events().then(g -> hurtBy(g, target, save.success(), blows));
    }

    /** The one target hurt by the main roll, then by the other roll (if any) on the battle as the first left it. */
    private static Outcome hurtBy(Facts f, String target, boolean saved, Blows b) {
        Outcome out = hurt(f, b.p(), target, b.type(), b.main(), saved, b.dmg());
        return b.also() == null ? out : out.then(g -> hurt(g, b.p(), target, b.alsoType(), b.also(), saved, b.dmg()));
    }

    static Outcome hurt(Facts f, Pending p, String target, String type, Roll roll, boolean saved,
                        SpellEffect.Damage dmg) {
        int total = Math.max(0, roll.total());
        List<Modifier> before = !saved ? List.of() : dmg.save().halfOnSuccess()
                ? List.of(new Modifier("saved: half", -(total - total / 2)))
                : List.of(new Modifier("saved", -total));
        return Damage.deal(f, target, new Damage.Blow(p.actor(), type, null, total, false, false, before));
    }

    // cites Playtest.ATTACK_SPELLS
    /** A spell attack: d20 + magic ability modifier + magic training, against AC (001 › Magic › Attack Spells). */
    static Outcome attack(Facts f, Pending p, SpellData spell, Combatant caster, List<String> targets,
                          SpellEffect.Attack attack) {
        Ability ability = ability(caster);
        int training = caster.stats().magic() == null ? 0 : caster.stats().magic().training();
        String type = p.energy() != null ? p.energy() : attack.type();
        AttackProfile profile = new AttackProfile(spell.name(), ability.code(), training, attack.dice(), type,
                attack.melee() ? 5 : null, attack.melee() ? null : List.of(spell.range().feet(), spell.range().feet()));
        boolean denies = spell.effects().stream().anyMatch(e -> e instanceof SpellEffect.NoReactions);
        // "add any modifiers (including the ability modifier you used to make the attack)" (001 › Damage Rolls);
        // on a grid, cover and sight come from where the two stand, as for a weapon attack (003 › Cover)
        return Outcome.each(targets, (g, t) -> strike(new Strikes.Strike(p.actor(), t, profile, attack.melee(),
                Placement.cover(g.battle(), p, spell, t), false, false, true, true), denies));
    }

    /** The spell attack (a strike), then, on a hit with a spell that denies reactions, the reactions denied. */
    private static Outcome strike(Strikes.Strike strike, boolean denies) {
        return Outcome.next(g -> {
            Strikes.Rolled rolled = Strikes.roll(g, strike);
            Outcome struck = Strikes.struck(strike, rolled);
            return rolled.event().hit() && denies
                    ? struck.then(h -> Outcome.of(new ReactionsDenied(h.step(), strike.target()))) : struck;
        });
    }

    /**
     * A saving throw against the spell, rolled now: cover and Dodge help Dexterity saves (001 › Cover; Dodge). Its
     * events record the throw and spend the one-time edges it used.
     */
    static Judged save(Facts f, Pending p, SpellData spell, Combatant caster, String targetId, Ability ability) {
        Combatant target = f.battle().combatant(targetId);
        int dc = 10 + caster.stats().modifier(ability(caster));
        List<Modifier> mods = new ArrayList<>();
        Situation cover = Placement.cover(f.battle(), p, spell, targetId);
        if (ability == Ability.DEX && cover.cover().bonus() > 0) {
            mods.add(new Modifier(cover.coverSource(), cover.cover().bonus())); // 001 › Attack Basics › Cover
        }
        mods.addAll(Edges.saveBonuses(target, ability)); // Dodge (001 › Combat › Actions in Combat › Dodge)
        Edges.Found edge = Edges.save(target, ability);
        Roll roll = f.ruleset().save(f.dice(), target, ability, dc, edge.edge(), mods, spell.name());
        return new Judged("success".equals(roll.outcome()), Outcome.of(new SavingThrowMade(f.step(), targetId,
                ability.code(), spell.name(), roll)).and(edge.spend(f, targetId)));
    }

    /** The dice of a spell cast with a higher slot: {@code per} more dice for each level above its own. */
    static DiceExpression upcast(String dice, String per, int levelsAbove) {
        DiceExpression base = DiceExpression.parse(dice);
        if (per == null || levelsAbove <= 0) {
            return base;
        }
        List<DiceTerm> terms = new ArrayList<>(base.terms());
        DiceExpression more = DiceExpression.parse(per);
        for (int i = 0; i < levelsAbove; i++) {
            terms.addAll(more.terms());
        }
        return new DiceExpression(terms, base.constant());
    }

    /** The caster's magic ability (Intelligence when its stat block names none). */
    static Ability ability(Combatant caster) {
        Ability a = caster.stats().magic() == null ? null : Ability.fromCode(caster.stats().magic().ability());
        return a == null ? Ability.INT : a;
    }
}
